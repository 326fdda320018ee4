/** The content form's building blocks with their styles, for screens that show a section's fields read-only. */
import './form.css';

export { FORM_TEMPLATES, FORM_WIDGETS } from './templates';
export { sectionUiSchema } from './ui-schema';
export { sectionValidator } from './validator';
