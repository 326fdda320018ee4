/**
 * Builds the live page's HTML for one request: the site, the access gate, or the friendly not-found page.
 * A site is read once and each of its pages (access, language, with or without a greeting) drawn once while
 * the site cache keeps it, a few seconds: drawing the page is most of a request's cost.
 */
import type { AppContext } from '../context';
import { onSiteChange } from '../db/site-changes';
import { downloadUrl as downloadPath } from '../../shared/download-url';
import { readInviteAssets, type InviteAssets } from './assets';
import type { Encoding } from '../http/encoding';
import { compress, compressOnce, gzipPieces } from './compressed';
import { inviteDocument } from './document';
import {
  fillGreeting,
  GREETING_MARK,
  greetingFillers,
  greetingFrom,
  greetingSlots,
  type GreetingSlots,
} from './greeting';
import {
  loadRenderer,
  renderAccessGate,
  renderFormBlock,
  renderLivePage,
  renderNotFound,
  type GuestFormName,
  type GuestForms,
} from './renderer';
import { findPublishedSite, loadSiteContent, publicGuestPosts, type SiteContent } from './site';
import { SiteCache } from './site-cache';
import { joinSharedWork, sharedWork } from '../http/fair-turns';
import { guestAccess, isAfterEvent, siteExtrasOf, streamState, type LiveSiteRow, type SiteExtras } from '../live';
import { upiPayLink } from '../../shared/upi';
import { packIncludes } from '../../shared/packs';
import { FONT_PAIRS } from '../../shared/catalogue';
import type { SiteLanguage } from '../../shared/look';
import { siteLookOf } from '../look';
import type { PersonalPage } from './personal-view';

export interface PageAnswer {
  status: 200 | 404;
  html: string;
  indexable: boolean;
  /** The encodings this page is quickest to send in, best first. */
  encodings: readonly Encoding[];
  /** The HTML compressed for the wire. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

export interface PageRequest {
  slug: string;
  to?: string;
  cookie?: string;
  lang?: SiteLanguage;
  /** A household's personal link (personal-page.ts): its functions only, open without the code, never kept. */
  personal?: PersonalPage;
  /**
   * After a guest's plain HTML post: the form drawn with what was typed and refused, or its confirmation. Such
   * a page is that guest's alone: drawn for the request, never kept.
   */
  forms?: GuestForms;
}

/** A published site as its guests' form posts see it. */
export interface FormSite {
  site: LiveSiteRow;
  events: LoadedSite['events'];
  /** The language the site's pages are drawn in for a request asking for `lang`. */
  lang: SiteLanguage;
  /** The celebrations are over: the page thanks its guests and takes no more answers. */
  rsvpClosed: boolean;
}

/** Everything a site's pages are drawn from, read in one go. */
interface LoadedSite extends SiteContent {
  site: LiveSiteRow;
  resolvedLook: Awaited<ReturnType<typeof siteLookOf>>;
  posts: Awaited<ReturnType<typeof publicGuestPosts>>;
  /** Shagun, streams and the thank-you day. */
  extras: SiteExtras;
  /** The site's pages by access, language and greeting, each drawn when first asked. */
  drawn: Map<string, Promise<DrawnPage>>;
}

interface Variant {
  open: boolean;
  lang: SiteLanguage;
  greeted: boolean;
  personal?: PersonalPage;
}

/** A page every such request gets as it is, or one drawn with the greeting's mark, filled per request. */
type DrawnPage =
  | { kind: 'shared'; answer: PageAnswer }
  | { kind: 'greeted'; indexable: boolean; slots: GreetingSlots; gzip: (fillers: string[]) => Buffer };

export class InvitePages {
  private readonly sites: SiteCache<LoadedSite>;
  private readonly stopListening: () => void;
  private notFoundPage?: Promise<PageAnswer>;

  constructor(
    private readonly ctx: AppContext,
    private readonly assets: InviteAssets,
  ) {
    this.sites = new SiteCache(ctx.config.siteCacheTtlMs, () => ctx.config.now().getTime());
    this.stopListening = onSiteChange(ctx.db, (change) => this.sites.forget(change));
  }

  close(): void {
    this.stopListening();
  }

  async page(request: PageRequest): Promise<PageAnswer> {
    const loaded = await this.sites.get(request.slug, () => loadSite(this.ctx, request.slug));
    if (!loaded) return this.notFound();
    const open = (await guestAccess(this.ctx, loaded.site, { headers: { cookie: request.cookie } })) !== null;
    // Only a site with the languages feature is ever drawn in another language than English.
    const lang: SiteLanguage = loaded.resolvedLook?.languages ? (request.lang ?? 'en') : 'en';
    if (request.personal) {
      const drawn = await this.draw(loaded, { open: true, lang, greeted: false, personal: request.personal });
      if (drawn.kind === 'shared') return drawn.answer;
    }
    const greeting = open ? greetingFrom(request.to) : undefined;
    if (request.forms) {
      const drawn = await this.draw(loaded, { open, lang, greeted: false }, { forms: request.forms, greeting });
      if (drawn.kind === 'shared') return drawn.answer;
    }
    const drawn = await this.drawOnce(loaded, { open, lang, greeted: greeting !== undefined });
    if (drawn.kind === 'shared') return drawn.answer;
    const name = greeting ?? '';
    const html = fillGreeting(drawn.slots, name);
    return {
      status: 200,
      indexable: drawn.indexable,
      html,
      // Gzip joins the page's pieces compressed once around the name; brotli would compress the whole page.
      encodings: PERSONAL_ENCODINGS,
      encoded: async (encoding) =>
        encoding === 'gzip' ? drawn.gzip(greetingFillers(drawn.slots, name)) : compress(html, encoding),
    };
  }

  /** The published site at an address (from the same short-lived copy the pages are drawn from), or null. */
  async site(slug: string): Promise<LiveSiteRow | null> {
    return (await this.sites.get(slug, () => loadSite(this.ctx, slug)))?.site ?? null;
  }

  /** The site a guest's form posts to, or null when guests cannot see it (unknown, unpublished). */
  async formSite(slug: string, lang: SiteLanguage | undefined): Promise<FormSite | null> {
    const loaded = await this.sites.get(slug, () => loadSite(this.ctx, slug));
    if (!loaded) return null;
    return {
      site: loaded.site,
      events: loaded.events,
      lang: loaded.resolvedLook?.languages ? (lang ?? 'en') : 'en',
      rsvpClosed: isAfterEvent(loaded.events, loaded.extras, this.ctx.config.now()),
    };
  }

  /** One form's box alone, drawn with that form's state: what the page's script puts in place of the old one. */
  async formBlock(site: FormSite, form: GuestFormName, forms: GuestForms, greeting?: string): Promise<string> {
    return renderFormBlock(form, {
      slug: site.site.slug,
      lang: site.lang,
      events: site.events,
      forms,
      ...(greeting ? { greeting } : {}),
    });
  }

  /** The same for every unknown address: drawn once (again only if drawing it failed). */
  notFound(): Promise<PageAnswer> {
    if (!this.notFoundPage) {
      const drawing = notFound(this.assets);
      this.notFoundPage = drawing;
      drawing.catch(() => this.notFoundPage === drawing && (this.notFoundPage = undefined));
    }
    return this.notFoundPage;
  }

  private drawOnce(loaded: LoadedSite, variant: Variant): Promise<DrawnPage> {
    const key = `${variant.open ? 'open' : 'gate'} ${variant.lang} ${variant.greeted ? 'greeted' : 'plain'}`;
    const drawn = loaded.drawn.get(key);
    if (drawn) return joinSharedWork(drawn);
    const drawing = sharedWork(this.draw(loaded, variant));
    loaded.drawn.set(key, drawing);
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => loaded.drawn.get(key) === drawing && loaded.drawn.delete(key));
    return drawing;
  }

  private async draw(
    loaded: LoadedSite,
    { open, lang, greeted, personal }: Variant,
    posted?: { forms: GuestForms; greeting: string | undefined },
  ): Promise<DrawnPage> {
    const { ctx, assets } = this;
    const { site, template, entry, pack, resolvedLook, posts } = loaded;
    const own = personal?.view(entry.layout, loaded.content, loaded.events);
    const content = own?.content ?? loaded.content;
    const events = own?.events ?? loaded.events;
    // The buyer's colours, fonts, music and languages, limited to the pack the site was bought with.
    const design = resolvedLook?.design ?? template.design;
    const look = resolvedLook && {
      music: resolvedLook.music,
      languages: resolvedLook.languages,
      texts: resolvedLook.texts,
    };
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
      ...personal?.meta(site.accessCodeHash !== null),
    };

    if (!open) {
      // A private site shows nothing of its content, not even in link previews.
      const body = await renderAccessGate({ slug: site.slug, design, lang, state: posted?.forms.access });
      const html = inviteDocument({
        ...common,
        title: 'A private invitation',
        description: 'Type the access code the hosts shared with you.',
        image: undefined,
        indexable: false,
        body,
      });
      return { kind: 'shared', answer: sharedAnswer(200, false, html) };
    }

    // Streams and the thank-you page follow the clock: a drawn page is kept only seconds (the site cache).
    const now = ctx.config.now();
    const { extras } = loaded;
    const streams = events.flatMap((event) => {
      const address = extras.streams[event.key];
      return address ? [{ key: event.key, title: event.title, url: address, state: streamState(event, now) }] : [];
    });
    const shagun =
      extras.shagun.enabled && extras.shagun.upiId
        ? {
            upiId: extras.shagun.upiId,
            payeeName: extras.shagun.payeeName || summary.title,
            payLink: upiPayLink(
              extras.shagun.upiId,
              extras.shagun.payeeName || summary.title,
              `Shagun for ${summary.title}`,
            ),
          }
        : undefined;
    const body = await renderLivePage({
      slug: site.slug,
      ...(shagun ? { shagun } : {}),
      ...(streams.length ? { streams } : {}),
      // Over once the whole site's last function is (a personal link's own functions may end sooner).
      ...(isAfterEvent(loaded.events, extras, now) ? { afterEvent: true } : {}),
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
      ...(greeted ? { greeting: GREETING_MARK } : {}),
      ...(posted ? { forms: posted.forms, ...(posted.greeting ? { greeting: posted.greeting } : {}) } : {}),
      ...(own && personal ? { greeting: personal.name, household: own.household } : {}),
    });
    const html = inviteDocument({ ...common, body });
    if (personal) return { kind: 'shared', answer: sharedAnswer(200, false, html, PERSONAL_ENCODINGS) };
    if (!greeted) return { kind: 'shared', answer: sharedAnswer(200, site.indexable, html) };
    const slots = greetingSlots(html);
    return { kind: 'greeted', indexable: site.indexable, slots, gzip: await gzipPieces(slots.pieces) };
  }
}

const pagesOfApp = new WeakMap<AppContext, InvitePages>();

/**
 * The app's one set of guest pages, made when first asked: the page, its form posts and the access-code call
 * all read a site from the same short-lived copy. Whoever serves the pages closes it with the app.
 */
export function invitePages(ctx: AppContext): InvitePages {
  let pages = pagesOfApp.get(ctx);
  // The build does not change while the server runs; its manifest is read once.
  if (!pages) pagesOfApp.set(ctx, (pages = new InvitePages(ctx, readInviteAssets(ctx.config.webDist))));
  return pages;
}

/** The published site at an address with everything its pages show, or null when guests cannot see it. */
async function loadSite(ctx: AppContext, slug: string): Promise<LoadedSite | null> {
  const site = await findPublishedSite(ctx, slug);
  const loaded = site && (await loadSiteContent(ctx, site));
  if (!site || !loaded) return null;
  const [resolvedLook, posts, extras] = await Promise.all([
    siteLookOf(ctx, site.userId, loaded.template.id),
    publicGuestPosts(ctx, site.id),
    siteExtrasOf(ctx, site.id),
  ]);
  return { ...loaded, site, resolvedLook, posts, extras, drawn: new Map() };
}

const SHARED_ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const PERSONAL_ENCODINGS: readonly Encoding[] = ['gzip', 'br'];

function sharedAnswer(
  status: 200 | 404,
  indexable: boolean,
  html: string,
  encodings: readonly Encoding[] = SHARED_ENCODINGS,
): PageAnswer {
  return { status, indexable, html, encodings, encoded: compressOnce(html) };
}

async function notFound(assets: InviteAssets): Promise<PageAnswer> {
  const html = inviteDocument({
    title: 'Invitation not found',
    description: 'This invitation address does not exist.',
    indexable: false,
    themeColor: '#9b1c31',
    background: '#fff8ef',
    assets,
    withScript: false,
    body: await renderNotFound(),
  });
  return sharedAnswer(404, false, html);
}
