/** What other server features use of a buyer's look: the look of a published site, limited to its pack. */
export { siteLookOf } from './look-service';
