/** Uploaded pictures as other server features see them. */
export { ownedUploads } from './storage';
