/** Stored pictures on their own, with their stylesheet, for pages that show an upload without the whole invitation. */
import '../../../renderer/media/media.css';

export { StoredImage } from '../../../renderer/media';
