/**
 * The link-preview picture of a live site (1200 x 630 PNG): the template's cover artwork (palette, motif,
 * medallion) with the site's own names, date and venue, drawn as SVG and rasterised by sharp. Results are kept
 * per content, so a preview crawler's repeated fetches cost nothing.
 */
import { createHash } from 'node:crypto';
import { coverSvg, sampleFor } from '../../shared/art';
import type { Template } from '../../shared/catalogue';
import { loadSharp } from '../media';

const MEMO_LIMIT = 200;
const memo = new Map<string, { png: Buffer; etag: string }>();

export interface PreviewWords {
  /** The small line above the names; the template's category ('Wedding invitation') when not given. */
  eyebrow?: string;
  title: string;
  /** The line under the names ('You are invited', in the preview's language). */
  subtitle: string;
  date: string;
  place: string;
}

export async function ogImage(template: Template, words: PreviewWords): Promise<{ png: Buffer; etag: string }> {
  const key = JSON.stringify([template.id, words.eyebrow, words.title, words.subtitle, words.date, words.place]);
  const hit = memo.get(key);
  if (hit) return hit;
  const png = await (
    await loadSharp()
  )(Buffer.from(previewSvg(template, words)))
    .resize(1200, 630)
    .png({ compressionLevel: 9 })
    .toBuffer();
  const made = { png, etag: `"${createHash('sha1').update(png).digest('base64url').slice(0, 20)}"` };
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(key, made);
  return made;
}

/** The cover as sharp rasterises it: its repeated ornaments as live shapes, which librsvg draws as a browser does. */
export function previewSvg(template: Template, words: PreviewWords): string {
  const sample = sampleFor(template);
  return coverSvg(
    template,
    {
      ...sample,
      eyebrow: words.eyebrow ?? sample.eyebrow,
      title: words.title,
      subtitle: words.subtitle,
      date: words.date,
      time: '',
      venue: words.place,
    },
    'shapes',
  );
}
