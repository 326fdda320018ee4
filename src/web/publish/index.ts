/** Publishing a bought template as a live site, and sharing its address (links and QR code). */
export { PublishPanel } from './PublishPanel';
export { ShareLinks } from './ShareLinks';
