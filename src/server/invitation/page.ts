/**
 * Builds the live page's HTML for one request: the site, the access gate, or the friendly not-found page.
 * A site is read once and each of its pages (access, language, with or without a greeting) drawn once while
 * the site cache keeps it, a few seconds: drawing the page is most of a request's cost. A household's own page
 * is kept the same way, in a cache of its own keyed by the site's copy, the household's state and the language
 * (see householdPage).
 */
import { gunzipSync } from 'node:zlib';
import type { AppContext } from '../context';
import { onSiteChange } from '../db/site-changes';
import { downloadUrl as downloadPath } from '../../shared/download-url';
import { readInviteAssets, type InviteAssets } from './assets';
import type { Cookies } from '../http/cookies';
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
  renderHouseholdBlock,
  renderLivePage,
  renderNotFound,
  type GuestFormName,
  type GuestForms,
} from './renderer';
import { findPublishedSite, loadSiteContent, publicGuestPosts, type SiteContent } from './site';
import { SiteCache, type CachedSiteKeys } from './site-cache';
import { joinSharedWork, sharedWork } from '../http/fair-turns';
import { guestAccess, isAfterEvent, siteExtrasOf, streamState, type LiveSiteRow, type SiteExtras } from '../live';
import { upiPayLink } from '../../shared/upi';
import { packIncludes } from '../../shared/packs';
import { FONT_PAIRS } from '../../shared/catalogue';
import {
  languageFromBrowser,
  pageLanguage,
  switchLanguages,
  type LanguageAsked,
  type SiteLanguage,
} from '../../shared/look';
import { siteLookOf } from '../look';
import { householdByToken, isLinkToken, type PersonalHousehold } from '../guests';
import { personalPage, type PersonalPage } from './personal-view';
import { filmsOfFunctions, previewCard } from '../cards';
import { COVER_SIZE } from '../../shared/art';

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
  /** The request's cookies (a private site's access). */
  cookies?: Cookies;
  /** What decides the page's language (the guest's pick, a household's own, the browser's): see pageLanguage. */
  lang?: LanguageAsked;
  /** A household's personal link (personal-view.ts): its functions only, open without the code, never kept. */
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
  /** This copy of the site, one of its kind: the households' pages drawn from it are kept under it. */
  version: number;
}

/** A household's page as the cache keeps it, with the site it belongs to (so a change to that site drops it). */
interface KeptHouseholdPage {
  site: CachedSiteKeys;
  answer: PageAnswer;
  bytes: number;
}

/**
 * Households' pages kept at once: every household of a large wedding (500) in a language or two. A flood of
 * unknown tokens adds none (a 404 before any drawing), so only the hosts' own households can fill it.
 */
const MOST_HOUSEHOLD_PAGES = 1200;
/** A page is kept compressed only, about 25 kB (the sample wedding's: 178 kB of HTML, 16 kB gzip, 9 kB brotli). */
const MOST_HOUSEHOLD_PAGE_BYTES = 48 * 1024 * 1024;

/** A household found by its personal link's token, with its site (a change to either drops it). */
interface KeptHousehold {
  site: CachedSiteKeys;
  household: PersonalHousehold;
}

/**
 * Households' lookups kept at once (a row and its functions, about 2 kB each): the households being opened within
 * a site's copy's few seconds. An unknown token keeps none (its lookup finds nothing), so a flood of made-up
 * links cannot fill it.
 */
const MOST_HOUSEHOLD_LOOKUPS = 2000;

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
  private readonly households: SiteCache<KeptHouseholdPage>;
  private readonly lookups: SiteCache<KeptHousehold>;
  private readonly stopListening: () => void;
  /** The not-found page, one per language. */
  private readonly notFoundPages = new Map<SiteLanguage, Promise<PageAnswer>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly assets: InviteAssets,
  ) {
    const now = () => ctx.config.now().getTime();
    this.sites = new SiteCache(ctx.config.siteCacheTtlMs, now);
    // As long as a site's copy at most (its streams and thank-you day follow the clock, as the page's do).
    this.households = new SiteCache(ctx.config.siteCacheTtlMs, now, {
      most: MOST_HOUSEHOLD_PAGES,
      mostBytes: MOST_HOUSEHOLD_PAGE_BYTES,
      sizeOf: (kept) => kept.bytes,
    });
    this.lookups = new SiteCache(ctx.config.siteCacheTtlMs, now, { most: MOST_HOUSEHOLD_LOOKUPS });
    this.stopListening = onSiteChange(ctx.db, (change) => {
      this.lookups.forget(change);
      // The site's pages show nothing of its guest list; a household's kept page is keyed by what it shows of it.
      if ('guestListOf' in change) return;
      this.sites.forget(change);
      this.households.forget(change);
    });
  }

  close(): void {
    this.stopListening();
  }

  async page(request: PageRequest): Promise<PageAnswer> {
    const loaded = await this.sites.get(request.slug, () => loadSite(this.ctx, request.slug));
    if (!loaded) return this.notFound(request.lang);
    const open = (await guestAccess(this.ctx, loaded.site, { cookies: request.cookies ?? {} })) !== null;
    // Only a site with the languages feature is ever drawn in another language than English, and only in one
    // it offers (or a household's own, on its personal page).
    const lang: SiteLanguage = pageLanguage(loaded.resolvedLook, request.lang ?? {});
    if (request.personal) {
      const variant = { open: true, lang, greeted: false, personal: request.personal };
      const { cacheKey } = request.personal;
      if (cacheKey && !request.forms) return this.householdPage(loaded, variant, cacheKey);
      // With `forms`: what the household sent from its page (a wish, a photo), confirmed or refused there.
      const posted = request.forms ? { forms: request.forms, greeting: undefined } : undefined;
      const drawn = await this.draw(loaded, variant, posted);
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

  /**
   * The household of a personal link's token on a site, or null (a wrong, rotated or removed link): read once and
   * kept as long as the site's copy, dropped at once by any change to the site or to its guest list, on PostgreSQL
   * from any instance (guests/guest-list-writes.ts). Only the pages read it so: a post checks the token afresh.
   */
  async household(site: LiveSiteRow, token: string): Promise<PersonalHousehold | null> {
    // A token of no link's form is refused before the cache, so it takes no room from the households kept.
    if (!isLinkToken(token)) return null;
    const kept = await this.lookups.get(`${site.id} ${token}`, async () => {
      const household = await householdByToken(this.ctx, site.id, token);
      return household && { site: { id: site.id, userId: site.userId, tempId: site.tempId }, household };
    });
    return kept?.household ?? null;
  }

  /** A household's page by its link's token, drawn after one of the page's guest forms; undefined for a dead token. */
  async personal(site: LiveSiteRow, token: string): Promise<PersonalPage | undefined> {
    const household = await householdByToken(this.ctx, site.id, token);
    return household ? personalPage(this.ctx.config.publicUrl, site, token, household, {}) : undefined;
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

  /**
   * A household's RSVP form in its box, as its personal page draws it (same language, same functions): the
   * answer to the page script's post, which puts it in place of the old box. Null when the site is gone.
   */
  async householdBlock(slug: string, lang: LanguageAsked, personal: PersonalPage): Promise<string | null> {
    const loaded = await this.sites.get(slug, () => loadSite(this.ctx, slug));
    if (!loaded) return null;
    const { entry, content, events, site, resolvedLook } = loaded;
    const own = personal.view(entry.layout, content, events, site.accessCodeHash !== null);
    return renderHouseholdBlock({ household: own.household, lang: pageLanguage(resolvedLook, lang) });
  }

  /**
   * The same for every unknown address, in the language the guest asked for (no site narrows it: the pick, the
   * household's own, else the browser's): drawn once per language (again only if drawing it failed).
   */
  notFound(asked: LanguageAsked = {}): Promise<PageAnswer> {
    const lang = notFoundLanguage(asked);
    let page = this.notFoundPages.get(lang);
    if (!page) {
      const drawing = notFound(this.assets, lang);
      page = drawing;
      this.notFoundPages.set(lang, drawing);
      drawing.catch(() => this.notFoundPages.get(lang) === drawing && this.notFoundPages.delete(lang));
    }
    return page;
  }

  /**
   * A household's page without a notice, drawn once for this copy of the site, the household as it is now (its
   * answers, its name, its functions: `cacheKey`, which names the household) and the page's language. Whoever
   * asks has shown the household's token already; the key holds the household, so no other link is given it.
   */
  private async householdPage(loaded: LoadedSite, variant: Variant, cacheKey: string): Promise<PageAnswer> {
    const key = `${loaded.site.id} ${loaded.version} ${variant.lang} ${cacheKey}`;
    const kept = await this.households.get(key, async () => {
      const drawn = await this.draw(loaded, variant);
      if (drawn.kind !== 'shared') throw new Error('a household page is drawn whole, with no greeting to fill');
      return { site: loaded.site, ...(await compressedOnly(drawn.answer)) };
    });
    return kept!.answer;
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
    const own = personal?.view(entry.layout, loaded.content, loaded.events, site.accessCodeHash !== null);
    const content = own?.content ?? loaded.content;
    const events = own?.events ?? loaded.events;
    // The buyer's colours, fonts, music and languages, limited to the pack the site was bought with.
    const design = resolvedLook?.design ?? template.design;
    const look = resolvedLook && {
      music: resolvedLook.music,
      languages: resolvedLook.languages,
      texts: resolvedLook.texts,
      offered: switchLanguages(resolvedLook.offered, lang),
      defaultLanguage: resolvedLook.defaultLanguage,
    };
    const { summarise } = await loadRenderer();
    const summary = summarise(entry.layout, content, template.name, lang);
    const url = `${ctx.config.publicUrl}/invite/${site.slug}`;
    // The link preview shows the card of the function the page leads with once it is kept (a household's own on
    // its page), read per drawing as the films are; never a private site's (null), whose preview shows nothing.
    const first = events[0];
    const card =
      open && first
        ? await previewCard(ctx, site, {
            eventKey: first.key,
            lang,
            ...(personal ? { household: personal.household } : {}),
          })
        : null;
    const description = [summary.date, summary.place].filter(Boolean).join(' · ') || `${template.category} invitation`;
    const common = {
      title: (await loadRenderer()).t(lang, 'pageTitle', { title: summary.title }),
      description,
      url,
      image: { url: `${ctx.config.publicUrl}/rest/api/public/live/${site.slug}/og.png`, ...COVER_SIZE },
      indexable: site.indexable,
      themeColor: design.palette.primary,
      background: design.palette.background,
      fonts: [FONT_PAIRS[design.fonts].heading, FONT_PAIRS[design.fonts].body].join('|'),
      lang,
      assets,
      // The switch's own faces for the languages it shows, when it shows (Invitation.tsx draws it so).
      switchLanguages: look?.languages ? look.offered : [],
      withScript: true,
      ...own?.meta,
      ...(card ? { image: card } : {}),
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
    // The films of the functions shown, in the page's language: one read of the store each, per drawing.
    const shownKeys = events.map((event) => event.key);
    const films = await filmsOfFunctions(ctx, site.id, shownKeys, lang);
    const body = await renderLivePage({
      slug: site.slug,
      ...(Object.keys(films).length ? { films } : {}),
      ...(shagun ? { shagun } : {}),
      ...(streams.length ? { streams } : {}),
      // Over once the whole site's last function is (a personal link's own functions may end sooner).
      ...(isAfterEvent(loaded.events, extras, now) ? { afterEvent: true } : {}),
      url,
      design,
      // Each ornament drawn once, as an image the page's ornaments show (not dozens of inline SVG copies).
      ornamentImages: (await loadRenderer()).ornamentImagesCss(design),
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
  return { ...loaded, site, resolvedLook, posts, extras, drawn: new Map(), version: ++siteVersions };
}

/** Numbers each copy of a site this process loads. */
let siteVersions = 0;

/**
 * A page kept in its compressed copies alone, a seventh of its HTML: the HTML is unpacked again only for the
 * rare client that asks for no compression.
 */
async function compressedOnly(answer: PageAnswer): Promise<{ answer: PageAnswer; bytes: number }> {
  const [gzip, br] = await Promise.all([answer.encoded('gzip'), answer.encoded('br')]);
  const kept: PageAnswer = {
    status: answer.status,
    indexable: answer.indexable,
    encodings: answer.encodings,
    get html() {
      return gunzipSync(gzip).toString('utf8');
    },
    encoded: async (encoding) => (encoding === 'br' ? br : gzip),
  };
  return { answer: kept, bytes: gzip.length + br.length };
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

function notFoundLanguage({ picked, own, browser }: LanguageAsked): SiteLanguage {
  return picked ?? own ?? (typeof browser === 'string' ? browser : languageFromBrowser(browser));
}

async function notFound(assets: InviteAssets, lang: SiteLanguage): Promise<PageAnswer> {
  const { t } = await loadRenderer();
  const html = inviteDocument({
    title: t(lang, 'notFoundTitle'),
    description: t(lang, 'notFoundText'),
    indexable: false,
    themeColor: '#9b1c31',
    background: '#fff8ef',
    assets,
    withScript: false,
    lang,
    body: await renderNotFound(lang),
  });
  return sharedAnswer(404, false, html);
}
