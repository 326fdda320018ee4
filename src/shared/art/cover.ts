/**
 * The landscape cover (1200 x 630): a large medallion beside the invitation's words. A live site's link
 * preview passes its own words (names, date, venue) instead of the catalogue's sample.
 */
import type { Template } from '../catalogue';
import { tint } from './color';
import { document, invitationText } from './compose';
import { sampleFor, type ArtSample } from './content';
import { DECORATIONS } from './decor';
import { artContext, COVER_SIZE } from './canvas';
import type { RepeatedShapes } from './defs';
import { rect } from './svg';

export function coverSvg(
  template: Template,
  words: ArtSample = sampleFor(template),
  repeated?: RepeatedShapes,
): string {
  const ctx = artContext(template, 'cover', repeated);
  const { width, height } = COVER_SIZE;
  const decor = DECORATIONS[template.design.motif];
  const { theme, defs } = ctx;
  const fill = defs.linear(
    [
      { offset: 0, colour: theme.bg },
      { offset: 1, colour: theme.bgDeep },
    ],
    0,
  );
  const body =
    rect(0, 0, width, height, { fill }) +
    decor.scatter(ctx, width, height) +
    rect(0, 0, width * 0.46, height, { fill: theme.dark ? tint(theme.bg, 0.06) : tint(theme.primary, 0.88) }) +
    rect(width * 0.46, 0, 6, height, { fill: theme.accent }) +
    decor.medallion(ctx, width * 0.23, height / 2, 220) +
    rect(18, 18, width - 36, height - 36, {
      fill: 'none',
      stroke: theme.accent,
      'stroke-width': 1.5,
      opacity: 0.6,
      rx: 8,
    }) +
    invitationText(ctx, width * 0.73, 70, height - 70, width * 0.44, words, 1.15);
  return document(width, height, ctx, `${template.name}: ${template.category} invitation`, body);
}
