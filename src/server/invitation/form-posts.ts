/**
 * The guests' forms as plain HTML posts, answered without any JavaScript on the guest's phone:
 *   POST /invite/{slug}/rsvp      url-encoded RSVP form (one `attending:{event}` per event, counts, meal)
 *   POST /invite/{slug}/wishes    url-encoded name, message (and the honeypot)
 *   POST /invite/{slug}/photos    multipart `name` + `file`
 *   POST /invite/{slug}/access    url-encoded `code`
 * Each makes the JSON call the page's script and other clients make (POST /rest/api/public/live/{slug}/...)
 * in-process, with the guest's cookies and address, so the rules, the limits per client and per site and the
 * services (receiveRsvp, receiveWish, receiveGuestPhoto, the access-code check) are those routes' own, never
 * a copy. Saved: 303 back to the page, which shows the confirmation once (flash.ts). Refused: the page drawn
 * again with what the guest typed and the refusal next to its field, in the page's language (422 for bad
 * input, else the call's status). Asked with `Accept: application/json` (the page's script), the answer is
 * the form's box drawn again, `{ html }`, or `{ location }` to go to.
 * Only the invitation's own pages may post here: a browser's Origin (or Sec-Fetch-Site) from another site is
 * refused, so no other site can make its visitors send answers.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteLanguage } from '../../shared/look';
import { Type } from 'typebox';
import { InviteParams } from '../../shared/api/invitation';
import { GUEST_PHOTO_MAX_BYTES } from '../../shared/live';
import { escapeHtml } from '../http/html';
import { guestAccess } from '../live';
import { flashCookie } from './flash';
import { greetingFrom } from './greeting';
import type { FormSite, InvitePages } from './page';
import { loadRenderer, type GuestFormName, type GuestForms } from './renderer';
import { photoPayload, readPhotoPost } from './photo-post';
import { sendPage } from './send-page';

/** The longest text form (a wish of 1000 characters, in a script of 3 bytes each, url-encoded) fits. */
const FORM_BYTES = 16 * 1024;
const FormQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi'), Type.Literal('kn')])),
  /** A personal link's name, kept on the page the guest comes back to. */
  to: Type.Optional(Type.String({ maxLength: 500 })),
});

type Outcome =
  | { kind: 'saved'; forms: GuestForms; cookies?: string[] }
  | { kind: 'opened'; cookies: string[] }
  /** A private site and a device without its code: nothing was stored, the guest goes to the code form. */
  | { kind: 'locked' }
  | { kind: 'refused'; status: number; forms: GuestForms; headers?: Record<string, string> };

interface CallAnswer {
  status: number;
  body: { message?: string; feature?: string; editToken?: string };
  headers: Record<string, string | string[] | number | undefined>;
}

/** Headers of the guest's request the JSON call needs to see the same guest (access cookie, address, language). */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'host'];

const formPostRoutes: FastifyPluginAsyncTypebox<{ pages: InvitePages }> = async (app, { pages }) => {
  const { config } = app.ctx;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BYTES },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  await app.register(multipart, {
    limits: { fileSize: GUEST_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  // What goes wrong before a handler (a body too large, a wrong type, too many posts) is said in a small page.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'guest form post failed');
    return answerProblem(request, reply, status);
  });

  /** The JSON call this post stands for, made in-process as the same guest. */
  async function call(
    request: FastifyRequest,
    slug: string,
    action: string,
    payload: { json: object } | { body: Buffer; contentType: string },
  ): Promise<CallAnswer> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({
      method: 'POST',
      url: `/rest/api/public/live/${encodeURIComponent(slug)}/${action}`,
      remoteAddress: request.socket.remoteAddress ?? request.ip,
      ...('json' in payload
        ? { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload.json) }
        : { headers: { ...headers, 'content-type': payload.contentType }, payload: payload.body }),
    });
    let body: CallAnswer['body'] = {};
    try {
      body = response.json();
    } catch {
      // A refusal without a JSON body still has its status.
    }
    return { status: response.statusCode, body, headers: response.headers };
  }

  async function handle(
    request: FastifyRequest,
    reply: FastifyReply,
    form: GuestFormName,
    run: (site: FormSite) => Promise<Outcome>,
  ) {
    if (fromAnotherSite(request, config.publicUrl)) return answerProblem(request, reply, 403);
    // Both checked by the route's schema.
    const { slug: asked } = request.params as { slug: string };
    const { lang, to } = request.query as { lang?: SiteLanguage; to?: string };
    const site = await pages.formSite(asked, lang);
    if (!site) return sendPage(request, reply, await pages.page({ slug: asked }), { personal: true });
    // A private site's forms store nothing for a device without a grant (the same check as every guest route):
    // the page answers with the code form. The JSON call checks it again itself.
    const outcome: Outcome =
      form !== 'access' && !(await guestAccess(app.ctx, site.site, request)) ? { kind: 'locked' } : await run(site);
    const slug = site.site.slug;
    const greeting = greetingFrom(to);
    const page = `/invite/${encodeURIComponent(slug)}${greeting ? `?${new URLSearchParams({ to: greeting }).toString()}` : ''}`;
    const wantsJson = /application\/json/.test(request.headers.accept ?? '');
    if (outcome.kind === 'locked') return wantsJson ? reply.send({ location: page }) : reply.redirect(page, 303);
    if (outcome.kind === 'opened') {
      reply.header('Set-Cookie', outcome.cookies);
      return wantsJson ? reply.send({ location: page }) : reply.redirect(page, 303);
    }
    if (outcome.kind === 'saved') {
      for (const cookie of outcome.cookies ?? []) reply.header('Set-Cookie', cookie);
      if (wantsJson) return reply.send({ html: await pages.formBlock(site, form, outcome.forms, greeting) });
      const secure = config.publicUrl.startsWith('https:');
      reply.header('Set-Cookie', flashCookie(config.jwtSecret, slug, outcome.forms, { now: Date.now(), secure }));
      return reply.redirect(`${page}#${(await loadRenderer()).FORM_BLOCK_IDS[form]}`, 303);
    }
    reply.headers(outcome.headers ?? {});
    if (wantsJson)
      return reply.code(outcome.status).send({ html: await pages.formBlock(site, form, outcome.forms, greeting) });
    const drawn = await pages.page({
      slug,
      lang: site.lang,
      forms: outcome.forms,
      ...(greeting ? { to: greeting } : {}),
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    });
    return sendPage(request, reply, drawn, { status: outcome.status, personal: true });
  }

  /**
   * The JSON call refused the device itself (a private site's guest calls need its cookie): the code form.
   * A 403 naming a pack feature is a refusal said in the form instead.
   */
  const lockedOut = (answer: CallAnswer) => answer.status === 403 && !answer.body.feature;

  /** 400 from a JSON call is bad input (422 here); other refusals keep their status. */
  const refusedStatus = (status: number) => (status === 400 ? 422 : status);
  const retryAfter = (answer: CallAnswer) =>
    typeof answer.headers['retry-after'] === 'string' ? { 'Retry-After': answer.headers['retry-after'] } : undefined;

  /** A wish's or a photo's answer from its JSON call: sent, the code form, or the refusal beside the fields. */
  async function sentOrRefused(
    answer: CallAnswer,
    site: FormSite,
    form: 'wish' | 'photo',
    formOf: (state: { sent?: boolean; errors?: Record<string, string> }) => GuestForms,
  ): Promise<Outcome> {
    if (lockedOut(answer)) return { kind: 'locked' };
    if (answer.status === 200) return { kind: 'saved', forms: formOf({ sent: true }) };
    const { refusalErrors } = await loadRenderer();
    return {
      kind: 'refused',
      status: refusedStatus(answer.status),
      forms: formOf({ errors: refusalErrors(site.lang, form, refusalOf(answer)) }),
      headers: retryAfter(answer),
    };
  }

  const routeOptions = (summary: string, consumes: string) => ({
    config: {
      rateLimit: { max: config.limits.liveFormPostsPerClientPerMinute, timeWindow: 60_000, allowList: () => false },
    },
    schema: { summary, tags: ['live'], consumes: [consumes], params: InviteParams, querystring: FormQuery },
  });

  app.post(
    '/invite/:slug/rsvp',
    routeOptions(
      "Answer the invitation from the page's HTML form (no script needed)",
      'application/x-www-form-urlencoded',
    ),
    (request, reply) =>
      handle(request, reply, 'rsvp', async (site) => {
        const { readRsvpForm, refusalErrors, savedRsvp } = await loadRenderer();
        const reading = readRsvpForm(site.lang, site.events, formFields(request.body));
        if (site.rsvpClosed) {
          // After the celebrations the page is a thank-you page: the answer is refused, kindly, whatever it says.
          const errors = refusalErrors(site.lang, 'rsvp', { status: 410, message: '' });
          return { kind: 'refused', status: 410, forms: { rsvp: { values: reading.values, errors } } };
        }
        if (!reading.request) {
          return { kind: 'refused', status: 422, forms: { rsvp: { values: reading.values, errors: reading.errors } } };
        }
        const answer = await call(request, site.site.slug, 'rsvp', { json: reading.request });
        if (lockedOut(answer)) return { kind: 'locked' };
        if (answer.status === 200 && answer.body.editToken) {
          return { kind: 'saved', forms: { rsvp: { saved: savedRsvp(reading.request, answer.body.editToken) } } };
        }
        const errors = refusalErrors(site.lang, 'rsvp', refusalOf(answer), {
          events: site.events,
          editing: Boolean(reading.request.editToken),
        });
        return {
          kind: 'refused',
          status: refusedStatus(answer.status),
          forms: { rsvp: { values: reading.values, errors } },
          headers: retryAfter(answer),
        };
      }),
  );

  app.post(
    '/invite/:slug/wishes',
    routeOptions("Leave a wish from the page's HTML form (no script needed)", 'application/x-www-form-urlencoded'),
    (request, reply) =>
      handle(request, reply, 'wish', async (site) => {
        const fields = formFields(request.body);
        const values = { name: fields.get('name') ?? '', message: fields.get('message') ?? '' };
        const website = fields.get('website');
        const answer = await call(request, site.site.slug, 'wishes', {
          json: { name: values.name.trim(), message: values.message.trim(), ...(website ? { website } : {}) },
        });
        return sentOrRefused(answer, site, 'wish', (state) => ({ wish: { values, ...state } }));
      }),
  );

  app.post(
    '/invite/:slug/photos',
    routeOptions(
      "Share a photo from the page's HTML form (multipart name + file; no script needed)",
      'multipart/form-data',
    ),
    (request, reply) =>
      handle(request, reply, 'photo', async (site) => {
        const { refusalErrors, t } = await loadRenderer();
        const posted = await readPhotoPost(request);
        const values = { name: posted.name };
        if ('status' in posted) {
          const errors = refusalErrors(site.lang, 'photo', { status: posted.status, message: '' });
          return { kind: 'refused', status: refusedStatus(posted.status), forms: { photo: { values, errors } } };
        }
        if (!posted.file) {
          return {
            kind: 'refused',
            status: 422,
            forms: { photo: { values, errors: { file: t(site.lang, 'photoChooseFirst') } } },
          };
        }
        const answer = await call(request, site.site.slug, 'photos', photoPayload(posted.name, posted.file));
        return sentOrRefused(answer, site, 'photo', (state) => ({ photo: { values, ...state } }));
      }),
  );

  app.post(
    '/invite/:slug/access',
    routeOptions(
      "Open a private invitation with its code from the page's HTML form",
      'application/x-www-form-urlencoded',
    ),
    (request, reply) =>
      handle(request, reply, 'access', async (site) => {
        const code = formFields(request.body).get('code') ?? '';
        const answer = await call(request, site.site.slug, 'access', { json: { code } });
        const cookies = [answer.headers['set-cookie'] ?? []].flat().map(String);
        if (answer.status === 200) return { kind: 'opened', cookies };
        const { refusalErrors } = await loadRenderer();
        return {
          kind: 'refused',
          status: refusedStatus(answer.status),
          forms: { access: { errors: refusalErrors(site.lang, 'access', refusalOf(answer)) } },
          headers: retryAfter(answer),
        };
      }),
  );
};

function formFields(body: unknown): URLSearchParams {
  return body instanceof URLSearchParams ? body : new URLSearchParams();
}

function refusalOf(answer: CallAnswer) {
  return {
    status: answer.status,
    message: answer.body.message ?? '',
    ...(answer.body.feature ? { feature: answer.body.feature } : {}),
  };
}

/** A post whose browser says it comes from another site's page. A browser that says nothing is let through. */
function fromAnotherSite(request: FastifyRequest, publicUrl: string): boolean {
  // A browser that says where the post came from is believed alone: a page sent with `no-referrer` (the personal
  // link's) posts with `Origin: null` though it is this site's own page.
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'cross-site';
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === new URL(publicUrl).origin) return false;
  try {
    return new URL(origin).host !== new URL(`http://${request.headers.host ?? ''}`).host;
  } catch {
    return true;
  }
}

const PROBLEMS: Record<number, string> = {
  403: 'This form can only be sent from the invitation’s own page.',
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
