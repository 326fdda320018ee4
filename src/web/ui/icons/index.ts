/**
 * The app's one icon set. Its line drawing and the guest page's paths live in the invitation renderer
 * (src/renderer/icons), which the guest page loads without the rest of the set (its JavaScript budget).
 */
export { BrandIcon, type BrandName } from './BrandIcon';
export { Icon } from './Icon';
export type { IconName } from './paths';
