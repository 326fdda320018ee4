/**
 * Artwork for every template, generated from its design: a portrait thumbnail, a landscape cover (blog cards,
 * link previews) and eight screenshots of the invitation site's sections. Deterministic per template.
 */
import type { Template } from '../catalogue';
import { sampleFor } from './content';
import { document, invitationPage } from './compose';
import { artContext, COVER_SIZE, SCREENSHOT_SIZE, THUMBNAIL_SIZE } from './canvas';
import { screenshotSvg } from './screenshots';
import type { ArtKind } from './urls';
import { coverSvg } from './cover';

export { THUMBNAIL_SIZE, COVER_SIZE, SCREENSHOT_SIZE };
export { ART_KINDS, artUrl, isArtKind, screenshotUrls, type ArtKind } from './urls';
export { screenshotCaptions, sectionPlan, SCREENSHOT_COUNT } from './captions';
export { DECORATIONS } from './decor';
export { themeFor } from './theme';
export { coverSvg };
export { sampleFor, type ArtSample } from './content';
export { SAMPLE_PLACEHOLDERS, SECTION_KINDS } from './category-art';

export function thumbnailSvg(template: Template): string {
  const ctx = artContext(template, 'thumbnail');
  const { width, height } = THUMBNAIL_SIZE;
  const body = invitationPage(ctx, template.design.layout, template.design.motif, sampleFor(template), width, height);
  return document(width, height, ctx, `${template.name}: ${template.category} invitation`, body);
}

/** The SVG for one kind of artwork. */
export function renderArt(template: Template, kind: ArtKind): string {
  if (kind === 'thumbnail') return thumbnailSvg(template);
  if (kind === 'cover') return coverSvg(template);
  return screenshotSvg(template, Number(kind.slice('screenshot-'.length)));
}
