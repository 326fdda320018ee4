/**
 * The template a visitor picked before logging in, kept until the cart takes it. A feature of its own, not the
 * cart's: the template page and the login page read and write it, and importing it must not bring the cart's server
 * calls (and TanStack Query) into their first load.
 */
export { clearSelectedTemplate, readSelectedTemplate, storeSelectedTemplate } from './selected-template';
export type { SelectedTemplate } from './selected-template';
