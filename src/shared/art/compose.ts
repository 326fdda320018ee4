/** Pieces every artwork shares: the document wrapper, the invitation's text block and the four layouts. */
import type { Layout } from '../catalogue';
import type { ArtSample } from './content';
import { mix, shade, tint } from './color';
import { DECORATIONS, divider, type DecorContext } from './decor';
import { circle, n, path, rect } from './svg';
import { block, fit, text, wrap } from './text';

export function document(width: number, height: number, ctx: DecorContext, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')}</title>${ctx.defs}${body}</svg>`;
}

/** A colour for small caps lines: the accent, pulled toward the text colour so it stays readable. */
export function eyebrowColour(ctx: DecorContext): string {
  return mix(ctx.theme.accent, ctx.theme.text, ctx.theme.dark ? 0.1 : 0.45);
}

/** The invitation's words, centred between top and bottom. */
export function invitationText(
  ctx: DecorContext,
  cx: number,
  top: number,
  bottom: number,
  width: number,
  sample: ArtSample,
  scale = 1,
): string {
  const { theme } = ctx;
  const titleFit = fit(sample.title, theme.heading, width, (theme.script ? 86 : 66) * scale, 30 * scale, 2);
  const subtitleSize = 19 * scale;
  const subtitleLines = wrap(sample.subtitle, theme.body, subtitleSize, width * 0.9, 3);
  const detailSize = 16 * scale;
  const venueLines = wrap(sample.venue, theme.body, detailSize, width, 2);
  const height =
    40 * scale +
    titleFit.lines.length * titleFit.size * 1.08 +
    40 * scale +
    subtitleLines.length * subtitleSize * 1.4 +
    44 * scale +
    (1 + venueLines.length) * detailSize * 1.5;
  let y = top + Math.max(0, (bottom - top - height) / 2) + 16 * scale;
  let out = text(cx, y, sample.eyebrow, theme.body, {
    size: 16 * scale,
    fill: eyebrowColour(ctx),
    upper: true,
    spacing: 0.24,
    weight: 700,
  });
  y += 16 * scale + titleFit.size * 0.95;
  const title = block(cx, y, titleFit.lines, theme.heading, {
    size: titleFit.size,
    fill: theme.primary,
    leading: 1.08,
  });
  out += title.svg;
  y = title.bottom + 32 * scale;
  out += divider(ctx, cx, y, Math.min(width * 0.6, 220 * scale));
  y += 40 * scale;
  const subtitle = block(cx, y, subtitleLines, theme.body, { size: subtitleSize, fill: theme.muted, leading: 1.4 });
  out += subtitle.svg;
  y = subtitle.bottom + 44 * scale;
  out += text(cx, y, sample.date, theme.body, { size: 22 * scale, fill: theme.primary, weight: 700 });
  y += detailSize * 1.6;
  out += text(cx, y, sample.time, theme.body, { size: detailSize, fill: theme.text, weight: 600 });
  y += detailSize * 1.45;
  out += block(cx, y, venueLines, theme.body, { size: detailSize, fill: theme.muted, leading: 1.4 }).svg;
  return out;
}

export function background(ctx: DecorContext, width: number, height: number): string {
  const { theme, defs } = ctx;
  const fill = defs.linear([
    { offset: 0, colour: theme.bg },
    { offset: 1, colour: theme.bgDeep },
  ]);
  const vignette = defs.radial([
    { offset: 0.55, colour: theme.bg, opacity: 0 },
    { offset: 1, colour: shade(theme.bgDeep, 0.06), opacity: 0.5 },
  ]);
  return rect(0, 0, width, height, { fill }) + rect(0, 0, width, height, { fill: vignette });
}

/**
 * Draws an invitation's front page in one of the four layouts onto a width x height canvas.
 * Portrait canvases (thumbnail, first screenshot) use this; the text block adapts to the space left.
 */
export function invitationPage(
  ctx: DecorContext,
  layout: Layout,
  motifName: keyof typeof DECORATIONS,
  sample: ArtSample,
  width: number,
  height: number,
): string {
  const decor = DECORATIONS[motifName];
  const { theme, defs } = ctx;
  const cx = width / 2;
  switch (layout) {
    case 'classic':
      return (
        background(ctx, width, height) +
        decor.scatter(ctx, width, height) +
        rect(14, 14, width - 28, height - 28, {
          fill: 'none',
          stroke: theme.accent,
          'stroke-width': 1.2,
          opacity: 0.6,
          rx: 6,
        }) +
        decor.crown(ctx, 0, 0, width) +
        decor.base(ctx, cx, height - 22, width * 0.8) +
        invitationText(ctx, cx, height * 0.26, height * 0.76, width * 0.7, sample)
      );
    case 'framed': {
      const inset = 24;
      return (
        background(ctx, width, height) +
        decor.scatter(ctx, width, height) +
        rect(inset, inset, width - inset * 2, height - inset * 2, {
          fill: 'none',
          stroke: theme.accent,
          'stroke-width': 2.5,
        }) +
        rect(inset + 9, inset + 9, width - inset * 2 - 18, height - inset * 2 - 18, {
          fill: 'none',
          stroke: theme.accent,
          'stroke-width': 0.8,
        }) +
        decor.corner(ctx, inset + 9, inset + 9, 64, 1, 1) +
        decor.corner(ctx, width - inset - 9, inset + 9, 64, -1, 1) +
        decor.corner(ctx, inset + 9, height - inset - 9, 64, 1, -1) +
        decor.corner(ctx, width - inset - 9, height - inset - 9, 64, -1, -1) +
        decor.medallion(ctx, cx, height * 0.235, Math.min(width, height) * 0.15) +
        invitationText(ctx, cx, height * 0.39, height - inset - 40, width * 0.68, sample)
      );
    }
    case 'split': {
      const panel = height * 0.46;
      const scallops = 8;
      let edge = `M0 0H${n(width)}V${n(panel)}`;
      for (let i = scallops; i > 0; i--)
        edge += `Q${n(((i - 0.5) / scallops) * width)} ${n(panel + 26)} ${n(((i - 1) / scallops) * width)} ${n(panel)}`;
      const fill = defs.linear(
        [
          { offset: 0, colour: theme.primary },
          { offset: 1, colour: mix(theme.primary, theme.secondary, 0.55) },
        ],
        60,
      );
      let dots = '';
      for (let y = 18; y < panel - 10; y += 26)
        for (let x = (y / 26) % 2 ? 13 : 26; x < width; x += 26)
          dots += circle(x, y, 1.6, { fill: tint(theme.accent, 0.3) });
      return (
        background(ctx, width, height) +
        path(`${edge}Z`, { fill }) +
        `<g opacity="0.35">${dots}</g>` +
        path(`${edge}`.replace(/^M0 0H[\d.]+V/, `M${n(width)} `), {
          fill: 'none',
          stroke: theme.accent,
          'stroke-width': 3,
        }) +
        circle(cx, panel * 0.5, Math.min(width, height) * 0.22, { fill: tint(theme.primary, 0.15), opacity: 0.4 }) +
        decor.medallion(ctx, cx, panel * 0.5, Math.min(width, height) * 0.19) +
        invitationText(ctx, cx, panel + 34, height - 34, width * 0.78, sample)
      );
    }
    case 'scroll': {
      const paperX = width * 0.1;
      const paperW = width * 0.8;
      const top = height * 0.09;
      const bottom = height * 0.91;
      const rod = defs.linear([
        { offset: 0, colour: tint(theme.accent, 0.35) },
        { offset: 0.5, colour: theme.accent },
        { offset: 1, colour: shade(theme.accent, 0.35) },
      ]);
      const outer = theme.dark ? tint(theme.bg, 0.08) : theme.primary;
      let pattern = '';
      for (let y = 20; y < height; y += 40)
        for (let x = (y / 40) % 2 ? 20 : 40; x < width; x += 40)
          pattern += path(`M${n(x)} ${n(y - 6)}l6 6l-6 6l-6-6Z`, { fill: theme.accent });
      const rodAt = (y: number) =>
        rect(paperX - 22, y - 13, paperW + 44, 26, { rx: 13, fill: rod }) +
        circle(paperX - 24, y, 15, { fill: shade(theme.accent, 0.2) }) +
        circle(paperX + paperW + 24, y, 15, { fill: shade(theme.accent, 0.2) });
      return (
        rect(0, 0, width, height, { fill: outer }) +
        `<g opacity="0.22">${pattern}</g>` +
        rect(paperX + 6, top + 6, paperW, bottom - top, { fill: '#000000', opacity: 0.18 }) +
        rect(paperX, top, paperW, bottom - top, { fill: theme.bg }) +
        rect(paperX, top, paperW, bottom - top, {
          fill: defs.radial(
            [
              { offset: 0.55, colour: theme.bg, opacity: 0 },
              { offset: 1, colour: shade(theme.bgDeep, 0.04), opacity: 0.9 },
            ],
            0.5,
            0.5,
            0.7,
          ),
        }) +
        `<svg x="${n(paperX)}" y="${n(top)}" width="${n(paperW)}" height="${n(bottom - top)}" viewBox="0 0 ${n(paperW)} ${n(bottom - top)}" overflow="hidden">${decor.crown(ctx, 0, 0, paperW)}${decor.base(ctx, paperW / 2, bottom - top - 28, paperW * 0.8)}</svg>` +
        rodAt(top) +
        rodAt(bottom) +
        invitationText(
          ctx,
          cx,
          top + (bottom - top) * 0.24,
          bottom - (bottom - top) * 0.22,
          paperW * 0.78,
          sample,
          0.92,
        )
      );
    }
  }
}
