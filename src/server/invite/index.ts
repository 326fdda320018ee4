/** The guest's invitation page, served outside the API prefix by the app itself. */
export { default as invitePageRoutes } from './page-routes';
// Other server features that draw the invitation's components (the keepsake book) load them the same way.
export { ignoreCssImports } from './css-hook';
