/** Stored pictures on their own, for pages that show an upload without the whole invitation renderer. */
export { StoredImage } from './StoredImage';
