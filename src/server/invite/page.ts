/** Builds the live page's HTML for one request: the site, the access gate, or the friendly not-found page. */
import type { AppContext } from '../context';
import { downloadUrl as downloadPath } from '../../shared/download-url';
import { hasAccess } from './access';
import type { InviteAssets } from './assets';
import { inviteDocument } from './document';
import { loadRenderer, renderAccessGate, renderLivePage, renderNotFound } from './renderer';
import { findPublishedSite, loadSiteContent, publicGuestPosts } from './site';
import { packIncludes } from '../../shared/packs';
import { FONT_PAIRS } from '../../shared/catalogue';
import type { SiteLanguage } from '../../shared/look';
import { siteLookOf } from '../look';

export const GREETING_MAX = 60;

/** A personal link's name: text only, one line, bounded; it never identifies anyone to the server. */
export function greetingFrom(to: unknown): string | undefined {
  if (typeof to !== 'string') return undefined;
  const clean = to
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return undefined;
  return clean.length > GREETING_MAX ? `${clean.slice(0, GREETING_MAX - 1).trimEnd()}…` : clean;
}

export interface PageAnswer {
  status: 200 | 404;
  html: string;
  indexable: boolean;
}

export async function invitePage(
  ctx: AppContext,
  assets: InviteAssets,
  request: { slug: string; to?: string; cookie?: string; lang?: SiteLanguage },
): Promise<PageAnswer> {
  const site = await findPublishedSite(ctx, request.slug);
  const loaded = site && (await loadSiteContent(ctx, site));
  if (!site || !loaded) return notFound(assets);
  const { template, entry, content, pack, events } = loaded;
  // The buyer's colours, fonts, music and languages, limited to the pack the site was bought with.
  const resolved = await siteLookOf(ctx, site.userId, template.id);
  const design = resolved?.design ?? template.design;
  const look = resolved && { music: resolved.music, languages: resolved.languages, texts: resolved.texts };
  // Only a site with the languages feature is ever drawn in another language than English.
  const lang: SiteLanguage = look?.languages ? (request.lang ?? 'en') : 'en';
  const { summarise } = await loadRenderer();
  const summary = summarise(entry.layout, content, template.name);
  const url = `${ctx.config.publicUrl}/invite/${site.slug}`;
  const description = [summary.date, summary.place].filter(Boolean).join(' · ') || `${template.category} invitation`;
  const common = {
    title: `${summary.title} · ${template.category} invitation`,
    description,
    url,
    image: `${ctx.config.publicUrl}/rest/api/public/live/${site.slug}/og.png`,
    indexable: site.indexable,
    themeColor: design.palette.primary,
    background: design.palette.background,
    fonts: [FONT_PAIRS[design.fonts].heading, FONT_PAIRS[design.fonts].body].join('|'),
    lang,
    assets,
    withScript: true,
  };

  if (!hasAccess(request.cookie, ctx.config.jwtSecret, site)) {
    // A private site shows nothing of its content, not even in link previews.
    const body = await renderAccessGate(site.slug, design);
    return {
      status: 200,
      indexable: false,
      html: inviteDocument({
        ...common,
        title: 'A private invitation',
        description: 'Type the access code the hosts shared with you.',
        image: undefined,
        indexable: false,
        body,
      }),
    };
  }

  const posts = await publicGuestPosts(ctx, site.id);
  const greeting = greetingFrom(request.to);
  const body = await renderLivePage({
    slug: site.slug,
    url,
    design,
    layout: entry.layout,
    content,
    templateName: template.name,
    title: summary.title,
    events,
    wishes: posts.wishes,
    photos: posts.photos.map((photo) => ({
      id: photo.id,
      name: photo.name,
      src: downloadPath(photo.fileName),
      variants: [...photo.variants]
        .sort((a, b) => a.width - b.width)
        .map((variant) => ({ width: variant.width, src: downloadPath(variant.fileName) })),
    })),
    photoUploads: packIncludes(pack, 'gallery'),
    ...(look ? { look, initialLanguage: lang } : {}),
    ...(greeting ? { greeting } : {}),
  });
  return { status: 200, indexable: site.indexable, html: inviteDocument({ ...common, body }) };
}

async function notFound(assets: InviteAssets): Promise<PageAnswer> {
  return {
    status: 404,
    indexable: false,
    html: inviteDocument({
      title: 'Invitation not found',
      description: 'This invitation address does not exist.',
      indexable: false,
      themeColor: '#9b1c31',
      background: '#fff8ef',
      assets,
      withScript: false,
      body: await renderNotFound(),
    }),
  };
}
