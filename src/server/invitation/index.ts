/** The guest's invitation page, served outside the API prefix by the app itself. */
export { default as invitePageRoutes } from './page-routes';
