/**
 * The keepsake book's printing as other features see it: drawing a page of the renderer in a locked-down
 * Chromium (the invitation cards take a screenshot of it) and the self-hosted faces every Indian script is
 * drawn with.
 */
export { bookFonts, SCRIPT_FAMILIES } from './fonts';
export { inChromium, printerAvailable, type ChromiumPage, type PageFile } from './printer';
