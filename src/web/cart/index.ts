/** The template a visitor picked before logging in, kept until the cart takes it. */
export { clearSelectedTemplate, readSelectedTemplate, storeSelectedTemplate } from './selected-template';
export type { SelectedTemplate } from './selected-template';
