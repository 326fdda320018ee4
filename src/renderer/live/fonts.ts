/**
 * The design's faces on the live page, swapped in at once. Linked as stylesheets (as the app does), each face
 * took over as its file arrived: a Hindi page was laid out again after each of three arrivals, and the cover's
 * lines rewrapped and came back (a layout shift of 0.047 on a phone). Here the faces the page's text uses are
 * loaded before any of them is in the page, then every face is added in one task: the page is laid out once more,
 * and its text moves once. A face no text used yet is added too, and loads when text needs it, as a linked one.
 */
import type { SiteLanguage } from '../../shared/look/languages';
import { facesFor, familyList, parseUnicodeRange, parseWeight, type FaceDescriptor, type FaceUse } from './face-choice';

/** Sections drawn only once near the screen (live.css): asking the styles of those far off would draw them. */
const DRAWN_LATER = '.inv-main > .inv-section, .inv-footer';
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'AUDIO']);

interface PageFace extends FaceDescriptor {
  face: FontFace;
}

/** Whether a section drawn only near the screen is near enough to be drawn now (within half a screen of it). */
function nearScreen(section: Element): boolean {
  const { top, bottom } = section.getBoundingClientRect();
  return top < innerHeight * 1.5 && bottom > -innerHeight * 0.5;
}

/** Each font the shown text is set in (family list, weight, style), with the characters set in it. */
function usesOf(root: Element): FaceUse[] {
  const uses = new Map<string, FaceUse>();
  const notDrawn = [...root.querySelectorAll(DRAWN_LATER)].filter((section) => !nearScreen(section));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.nodeValue?.trim();
    if (!text || !element || NOT_TEXT.has(element.tagName)) continue;
    if (notDrawn.some((section) => section.contains(element))) continue;
    if (element.checkVisibility && !element.checkVisibility()) continue;
    const { fontFamily, fontWeight, fontStyle } = getComputedStyle(element);
    const key = `${fontStyle}|${fontWeight}|${fontFamily}`;
    const use = uses.get(key);
    if (use) use.text += text;
    else uses.set(key, { families: familyList(fontFamily), weight: Number(fontWeight) || 400, style: fontStyle, text });
  }
  return [...uses.values()];
}

/** The @font-face rules of a stylesheet's text as faces not yet in the page, read by the browser's own parser. */
function facesIn(css: string): PageFace[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map((rule) => {
      const descriptor = (name: string) => rule.style.getPropertyValue(name).trim();
      const family = familyList(descriptor('font-family'))[0] ?? '';
      const style = descriptor('font-style') || 'normal';
      const weight = descriptor('font-weight') || '400';
      const unicodeRange = descriptor('unicode-range');
      const src = descriptor('src');
      if (!family || !src) throw new Error('a face rule came back without its family or source');
      const face = new FontFace(family, src, {
        style,
        weight,
        display: (descriptor('font-display') || 'swap') as FontDisplay,
        ...(unicodeRange ? { unicodeRange } : {}),
      });
      return {
        face,
        family,
        style: style.startsWith('oblique') ? 'oblique' : style === 'italic' ? 'italic' : 'normal',
        weight: parseWeight(weight),
        ranges: parseUnicodeRange(unicodeRange),
      };
    });
}

const canSwapAtOnce = () =>
  typeof FontFace === 'function' && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

/** Loads the faces the shown text uses off the page, then adds all of them at once. */
async function swapInAtOnce(stylesheets: Promise<string[]>): Promise<void> {
  // Called after the first paint (entry.ts): the text's fonts are read from the styles it computed.
  const uses = usesOf(document.body);
  const faces = facesIn((await stylesheets).join('\n'));
  await Promise.all([...facesFor(faces, uses)].map(({ face }) => face.load().catch(() => undefined)));
  for (const { face } of faces) document.fonts.add(face);
}

/**
 * Brings in the design's families and, on a page in an Indian language, its script's faces, from their
 * stylesheets' text (face-stylesheets.ts); says it is done on the root (`data-faces="in"`), which the journeys
 * wait for. A browser that cannot read the faces off the page (no constructable stylesheets, or a rule it does
 * not give back whole) links the stylesheets instead, face by face.
 */
export async function showFaces(
  stylesheets: Promise<string[]>,
  families: string[],
  lang: SiteLanguage | undefined,
): Promise<void> {
  let linked = !canSwapAtOnce();
  if (!linked)
    linked = await swapInAtOnce(stylesheets).then(
      () => false,
      () => true,
    );
  if (linked) {
    // The app's loaders, fetched only by a page that needs them (almost none does).
    const [{ loadFamily }, { loadScriptFont }] = await Promise.all([
      import('../fonts/families'),
      import('../i18n/script-fonts'),
    ]);
    await Promise.all([...families.map(loadFamily), lang ? loadScriptFont(lang) : undefined]);
  }
  document.documentElement.dataset.faces = 'in';
}
