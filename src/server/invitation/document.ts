/** The live page's HTML document around the React markup: meta for privacy and link previews, CSS, the client. */
import { escapeHtml } from '../http/html';
import type { SiteLanguage } from '../../shared/look/languages';
import type { InviteAssets } from './assets';
import { facesFor } from './language-faces';

export interface DocumentOptions {
  title: string;
  description: string;
  /** Absolute addresses, for link previews. */
  url?: string;
  /** The link preview's picture, with its real size: og.png (1200 x 630) or a function's card (1080 x 1350). */
  image?: { url: string; width: number; height: number };
  indexable: boolean;
  themeColor: string;
  background: string;
  /** The design's font pairing: the client loads it after the first paint. */
  fonts?: string;
  /** The language the page is drawn in (<html lang>); the client loads its script's face after the first paint. */
  lang?: string;
  assets: InviteAssets;
  /** The languages the page's switch shows, whose faces its CSS carries; none without a switch. */
  switchLanguages?: readonly SiteLanguage[];
  /** Pages without forms (not found) need no script. */
  withScript: boolean;
  body: string;
}

export function inviteDocument(o: DocumentOptions): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(o.title)}</title>`,
    meta('name', 'description', o.description),
    o.indexable ? '' : '<meta name="robots" content="noindex">',
    meta('name', 'theme-color', o.themeColor),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', o.title),
    meta('property', 'og:description', o.description),
    o.url ? meta('property', 'og:url', o.url) : '',
    o.image ? meta('property', 'og:image', o.image.url) : '',
    o.image
      ? meta('property', 'og:image:width', String(o.image.width)) +
        meta('property', 'og:image:height', String(o.image.height))
      : '',
    meta('name', 'twitter:card', o.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', o.title),
    meta('name', 'twitter:description', o.description),
    o.image ? meta('name', 'twitter:image', o.image.url) : '',
    '<link rel="icon" href="data:,">',
    `<style>html,body{margin:0;background:${escapeHtml(o.background)}}${pageCss(o).replace(/<\/style/gi, '<\\/style')}</style>`,
    ...(o.withScript && o.assets.script
      ? [
          ...o.assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
          `<script type="module" src="${escapeHtml(o.assets.script)}"></script>`,
        ]
      : []),
  ].filter(Boolean);
  const fonts = o.fonts ? ` data-fonts="${escapeHtml(o.fonts)}"` : '';
  return `<!doctype html><html lang="${escapeHtml(o.lang ?? 'en')}"${fonts}><head>${head.join('')}</head><body>${o.body}</body></html>`;
}

function pageCss(o: DocumentOptions): string {
  return facesFor(o.assets.languageFaces, o.switchLanguages ?? []) + o.assets.css;
}
