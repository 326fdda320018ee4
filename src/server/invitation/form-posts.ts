/**
 * The guest-form pipeline: every HTML form of the guest pages, answered without any JavaScript on the phone.
 *   POST /invite/{slug}/rsvp        url-encoded RSVP form (one `attending:{event}` per event, counts, meal)
 *   POST /invite/{slug}/wishes      url-encoded name, message (and the honeypot)
 *   POST /invite/{slug}/photos      multipart `name` + `file`
 *   POST /invite/{slug}/access      url-encoded `code`
 *   POST /invite/{slug}/g/{token}   a household's RSVP from its personal link (household-form.ts)
 * One way for all of them: only the invitation's own pages may post (http/same-origin-posts.ts), so no other
 * site can make its visitors send answers; each form's fields are read by one parser (http/form-fields.ts),
 * checked as its JSON call's schema checks them, and handed to the same services the JSON calls use
 * (receiveRsvp, receiveWish, receiveGuestPhoto, the access-code check), with the same grants and limits per
 * client and per site. Saved: 303 back to the page, which shows the confirmation once (flash.ts). Refused: the
 * page drawn again with what the guest typed and the refusal next to its field, in the page's language (422 for
 * bad input, else the refusal's status). Asked with `Accept: application/json` (the page's script,
 * enhance-forms.ts), the answer is the form's box drawn again, `{ html }`, or `{ location }` to go to.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteLanguage } from '../../shared/look';
import { Type } from 'typebox';
import { InviteLanguage, InviteParams } from '../../shared/api/invitation';
import { AccessRequest, RsvpRequest, WishRequest } from '../../shared/api/live';
import { GUEST_PHOTO_MAX_BYTES } from '../../shared/live';
import type { CookieToSet } from '../http/cookies';
import { acceptFormFields, type FormFields } from '../http/form-fields';
import { escapeHtml } from '../http/html';
import { FOREIGN_POST, refuseForeignPosts } from '../http/same-origin-posts';
import { bodyChecker } from '../http/validators';
import {
  accessCookie,
  admitWithCode,
  guestAccess,
  packOfSite,
  receiveGuestPhoto,
  receiveRsvp,
  receiveWish,
  refuseAsWrongCode,
  requireFeature,
  senderOf,
  type GuestGrant,
} from '../live';
import { leaveFlash } from './flash';
import { attempt, refusedStatus, type Refusal } from './form-refusal';
import { greetingFrom } from './greeting';
import { householdFormRoute } from './household-form';
import type { FormSite, InvitePages } from './page';
import { loadRenderer, type GuestFormName, type GuestForms } from './renderer';
import { readPhotoPost } from './photo-post';
import { sendPage } from './send-page';
import { sendPersonalPage } from './send-personal-page';

/** The longest text form (a wish of 1000 characters, in a script of 3 bytes each, url-encoded) fits. */
const FORM_BYTES = 16 * 1024;
const FormQuery = Type.Object({
  lang: Type.Optional(InviteLanguage),
  /** A personal link's name, kept on the page the guest comes back to. */
  to: Type.Optional(Type.String({ maxLength: 500 })),
});
const MINUTE = 60_000;
/** Wrong codes are cheap to try, so each client gets a few per minute for each site (as the JSON call). */
const ACCESS_TRIES_PER_MINUTE = 10;

const checkWish = bodyChecker(WishRequest);
const checkRsvp = bodyChecker(RsvpRequest);
const checkAccess = bodyChecker(AccessRequest);

type Outcome =
  | { kind: 'saved'; forms: GuestForms }
  | { kind: 'opened'; cookie: CookieToSet }
  | { kind: 'refused'; status: number; forms: GuestForms; headers?: Record<string, string> };

/** A form post's site and what lets this device send to it. */
interface Posting {
  site: FormSite;
  grant: GuestGrant | null;
}

const formPostRoutes: FastifyPluginAsyncTypebox<{ pages: InvitePages }> = async (app, { pages }) => {
  const { ctx } = app;
  const { config } = ctx;
  acceptFormFields(app, FORM_BYTES);
  await app.register(multipart, {
    limits: { fileSize: GUEST_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  // What goes wrong before a form is read (another site's page, a body too large, a wrong type, too many posts)
  // is said in a small page.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'guest form post failed');
    return answerProblem(request, reply, status);
  });
  const fromOwnPages = refuseForeignPosts(config.publicUrl);
  // All the forms together, per client, besides each form's own limit (the same as its JSON call's).
  const formPostsPerClient = app.rateLimit({
    max: config.limits.liveFormPostsPerClientPerMinute,
    timeWindow: MINUTE,
    allowList: () => false,
  });

  async function handle(
    request: FastifyRequest,
    reply: FastifyReply,
    form: GuestFormName,
    run: (posting: Posting) => Promise<Outcome>,
  ) {
    // Both checked by the route's schema.
    const { slug: asked } = request.params as { slug: string };
    const { lang, to } = request.query as { lang?: SiteLanguage; to?: string };
    const site = await pages.formSite(asked, lang);
    if (!site) return sendPage(request, reply, await pages.notFound(), { personal: true });
    // A private site's forms store nothing for a device without a grant (the same check as every guest call):
    // the page answers with the code form. A household's personal link counts for the forms its own page offers
    // (a wish, a photo), never for the general RSVP.
    const household = form === 'wish' || form === 'photo';
    const grant = form === 'access' ? null : await guestAccess(ctx, site.site, request, { household });
    const slug = site.site.slug;
    const greeting = greetingFrom(to);
    // A post from a household's own page goes back to it: a device let in by a personal link alone (the general
    // page is closed to it), or one whose post says it came from there (its Referer, which the personal page
    // sends to its own site only). The token is checked against the site's households before it is used.
    const cameFrom = personalTokenOf(request.headers.referer, slug);
    const personal =
      grant?.via === 'personal-link'
        ? await pages.personal(site.site, grant.token)
        : cameFrom
          ? await pages.personal(site.site, cameFrom)
          : undefined;
    const own = personal && (grant?.via === 'personal-link' ? grant.token : cameFrom);
    const page = own
      ? `/invite/${encodeURIComponent(slug)}/g/${own}`
      : `/invite/${encodeURIComponent(slug)}${greeting ? `?${new URLSearchParams({ to: greeting }).toString()}` : ''}`;
    const wantsJson = /application\/json/.test(request.headers.accept ?? '');
    if (form !== 'access' && !grant) return wantsJson ? reply.send({ location: page }) : reply.redirect(page, 303);
    const outcome = await run({ site, grant });
    if (outcome.kind === 'opened') {
      reply.setCookie(outcome.cookie.name, outcome.cookie.value, outcome.cookie.options);
      return wantsJson ? reply.send({ location: page }) : reply.redirect(page, 303);
    }
    if (outcome.kind === 'saved') {
      if (wantsJson) return reply.send({ html: await pages.formBlock(site, form, outcome.forms, greeting) });
      leaveFlash(reply, slug, outcome.forms, Date.now());
      return reply.redirect(`${page}#${(await loadRenderer()).FORM_BLOCK_IDS[form]}`, 303);
    }
    reply.headers(outcome.headers ?? {});
    if (wantsJson)
      return reply.code(outcome.status).send({ html: await pages.formBlock(site, form, outcome.forms, greeting) });
    const drawn = await pages.page({
      slug,
      lang: { picked: site.lang },
      forms: outcome.forms,
      ...(personal ? { personal } : {}),
      ...(greeting ? { to: greeting } : {}),
      cookies: request.cookies,
    });
    if (personal) return sendPersonalPage(request, reply, drawn, outcome.status);
    return sendPage(request, reply, drawn, { status: outcome.status, personal: true });
  }

  /** A wish's or a photo's refusal (or none: sent), said beside the fields in the page's language. */
  async function sentOrRefused(
    refusal: Refusal | undefined,
    site: FormSite,
    form: 'wish' | 'photo',
    formOf: (state: { sent?: boolean; errors?: Record<string, string> }) => GuestForms,
  ): Promise<Outcome> {
    if (!refusal) return { kind: 'saved', forms: formOf({ sent: true }) };
    const { refusalErrors } = await loadRenderer();
    return {
      kind: 'refused',
      status: refusedStatus(refusal.status),
      forms: formOf({ errors: refusalErrors(site.lang, form, refusal) }),
      headers: refusal.headers,
    };
  }

  const routeOptions = (
    summary: string,
    consumes: string,
    rateLimit: { max: number; timeWindow: number; keyGenerator?: (request: FastifyRequest) => string },
  ) => ({
    onRequest: [fromOwnPages, formPostsPerClient],
    config: { rateLimit: { ...rateLimit, allowList: () => false } },
    schema: { summary, tags: ['live'], consumes: [consumes], params: InviteParams, querystring: FormQuery },
  });
  const fieldsOf = (request: FastifyRequest) => request.body as FormFields;
  const searchParams = (fields: FormFields) =>
    new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));

  app.post(
    '/invite/:slug/rsvp',
    routeOptions(
      "Answer the invitation from the page's HTML form (no script needed)",
      'application/x-www-form-urlencoded',
      { max: config.limits.liveRsvpsPerClientPerMinute, timeWindow: MINUTE },
    ),
    (request, reply) =>
      handle(request, reply, 'rsvp', async ({ site, grant }) => {
        const { readRsvpForm, refusalErrors, savedRsvp } = await loadRenderer();
        const reading = readRsvpForm(site.lang, site.events, searchParams(fieldsOf(request)));
        if (site.rsvpClosed) {
          // After the celebrations the page is a thank-you page: the answer is refused, kindly, whatever it says.
          const errors = refusalErrors(site.lang, 'rsvp', { status: 410, message: '' });
          return { kind: 'refused', status: 410, forms: { rsvp: { values: reading.values, errors } } };
        }
        const answer = reading.request;
        if (!answer) {
          return { kind: 'refused', status: 422, forms: { rsvp: { values: reading.values, errors: reading.errors } } };
        }
        let editToken = '';
        const invalid = checkRsvp(answer);
        const refusal = invalid
          ? { status: 400, message: invalid }
          : await attempt(async () => {
              requireFeature(await packOfSite(ctx, site.site), 'rsvp');
              const sender = await senderOf(ctx, site.site, grant!, request);
              ({ editToken } = await receiveRsvp(ctx, site.site, site.events, answer, sender));
            });
        if (!refusal) return { kind: 'saved', forms: { rsvp: { saved: savedRsvp(answer, editToken) } } };
        const errors = refusalErrors(site.lang, 'rsvp', refusal, {
          events: site.events,
          editing: Boolean(answer.editToken),
        });
        return {
          kind: 'refused',
          status: refusedStatus(refusal.status),
          forms: { rsvp: { values: reading.values, errors } },
          headers: refusal.headers,
        };
      }),
  );

  app.post(
    '/invite/:slug/wishes',
    routeOptions("Leave a wish from the page's HTML form (no script needed)", 'application/x-www-form-urlencoded', {
      max: config.limits.liveWishesPerClientPerMinute,
      timeWindow: MINUTE,
    }),
    (request, reply) =>
      handle(request, reply, 'wish', async ({ site, grant }) => {
        const fields = fieldsOf(request);
        const values = { name: fields.name ?? '', message: fields.message ?? '' };
        const wish = {
          name: values.name.trim(),
          message: values.message.trim(),
          ...(fields.website ? { website: fields.website } : {}),
        };
        const invalid = checkWish(wish);
        const refusal = invalid
          ? { status: 400, message: invalid }
          : await attempt(async () =>
              receiveWish(ctx, site.site, wish, await senderOf(ctx, site.site, grant!, request)),
            );
        return sentOrRefused(refusal, site, 'wish', (state) => ({ wish: { values, ...state } }));
      }),
  );

  app.post(
    '/invite/:slug/photos',
    routeOptions(
      "Share a photo from the page's HTML form (multipart name + file; no script needed)",
      'multipart/form-data',
      { max: config.limits.livePhotosPerClientPerHour, timeWindow: 60 * MINUTE },
    ),
    (request, reply) =>
      handle(request, reply, 'photo', async ({ site, grant }) => {
        const { refusalErrors, t } = await loadRenderer();
        // A pack without guest photos refuses before the photo is even read.
        const locked = await attempt(async () => requireFeature(await packOfSite(ctx, site.site), 'gallery'));
        if (locked)
          return sentOrRefused(locked, site, 'photo', (state) => ({ photo: { values: { name: '' }, ...state } }));
        const posted = await readPhotoPost(request);
        const values = { name: posted.name };
        if ('status' in posted) {
          const errors = refusalErrors(site.lang, 'photo', { status: posted.status, message: '' });
          return { kind: 'refused', status: refusedStatus(posted.status), forms: { photo: { values, errors } } };
        }
        const file = posted.file;
        if (!file) {
          return {
            kind: 'refused',
            status: 422,
            forms: { photo: { values, errors: { file: t(site.lang, 'photoChooseFirst') } } },
          };
        }
        const refusal = await attempt(async () => {
          const sender = await senderOf(ctx, site.site, grant!, request);
          await receiveGuestPhoto(ctx, site.site, { name: posted.name, bytes: file.bytes }, sender);
        });
        return sentOrRefused(refusal, site, 'photo', (state) => ({ photo: { values, ...state } }));
      }),
  );

  app.post(
    '/invite/:slug/access',
    routeOptions(
      "Open a private invitation with its code from the page's HTML form",
      'application/x-www-form-urlencoded',
      {
        max: ACCESS_TRIES_PER_MINUTE,
        timeWindow: MINUTE,
        keyGenerator: (request) => `${request.ip}:${(request.params as { slug?: string }).slug ?? ''}`,
      },
    ),
    (request, reply) =>
      handle(request, reply, 'access', async ({ site }) => {
        const code = (fieldsOf(request).code ?? '').trim();
        const invalid = checkAccess({ code });
        let cookie: CookieToSet | undefined;
        const { accessCodeHash } = site.site;
        const refusal = invalid
          ? { status: 400, message: invalid }
          : await attempt(async () => {
              // No code on this site: answered as a wrong code is, after the same work (see routes.ts).
              if (!accessCodeHash) return refuseAsWrongCode(ctx, site.site.slug, code, request.ip);
              const admitted = await admitWithCode(ctx, { ...site.site, accessCodeHash }, code, request.ip);
              cookie = accessCookie(ctx, admitted);
            });
        if (!refusal && cookie) return { kind: 'opened', cookie };
        const { refusalErrors } = await loadRenderer();
        const said = refusal ?? { status: 500, message: '' };
        return {
          kind: 'refused',
          status: refusedStatus(said.status),
          forms: { access: { errors: refusalErrors(site.lang, 'access', said) } },
          headers: said.headers,
        };
      }),
  );

  await app.register(householdFormRoute, {
    pages,
    onRequest: [fromOwnPages, formPostsPerClient],
  });
};

/** The personal link's token when `referer` is one of this site's household pages. */
function personalTokenOf(referer: string | undefined, slug: string): string | undefined {
  if (!referer) return undefined;
  try {
    const path = new URL(referer).pathname;
    const prefix = `/invite/${encodeURIComponent(slug)}/g/`;
    const token = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    return /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

const PROBLEMS: Record<number, string> = {
  403: FOREIGN_POST,
  413: 'That was too large to send.',
  429: 'Too many sent just now. Please wait a little and try again.',
};

/** A refusal before the guest's form could be read, as a small page with the way back (or JSON for the script). */
function answerProblem(request: FastifyRequest, reply: FastifyReply, status: number) {
  const message =
    PROBLEMS[status] ??
    (status >= 500 ? 'Something went wrong. Please try again.' : 'Please check the form and try again.');
  reply.code(status).header('Cache-Control', 'no-store');
  if (/application\/json/.test(request.headers.accept ?? '')) return reply.send({ message });
  const back = (request.params as { slug?: string } | undefined)?.slug;
  const link = back ? `<p><a href="/invite/${encodeURIComponent(back)}">Back to the invitation</a></p>` : '';
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>Not sent</title></head><body><main><h1>Not sent</h1>` +
        `<p>${escapeHtml(message)}</p>${link}</main></body></html>`,
    );
}

export default formPostRoutes;
