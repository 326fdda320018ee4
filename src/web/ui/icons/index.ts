/** The app's one icon set. The guest page imports only `LineIcon` and `guest-paths` (its JavaScript budget). */
export { BrandIcon, type BrandName } from './BrandIcon';
export { Icon } from './Icon';
export type { IconName } from './paths';
