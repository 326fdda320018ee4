/** The landing page's FAQ with its styles, which the settings page shows too. */
import './landing.css';

export { Faq } from './Faq';
