/** Buyers' saved invitation content, as other server features read it. */
export { loadContent } from './content-store';
