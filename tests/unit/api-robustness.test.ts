/**
 * Every route the app registers gets the same battery of bad input: broken and mistyped JSON, missing,
 * mistyped, overlong and unknown fields, NUL bytes, path traversal, odd unicode, wrong content types,
 * refused tokens and another user's ids. None may answer 5xx; refusals are JSON with a readable message
 * (or the route's documented page); rejected input changes no row; nobody reads another user's records.
 * Routes are discovered from the router, so a new route is covered as soon as it is registered.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/server/payments/razorpay-provider';
import { eq } from 'drizzle-orm';
import * as schema from '../../src/server/db/schema';
import { createTestApp, createUserWithToken } from '../../src/server/testing/test-app';
import { expectRefusal, expectSaneAnswer } from './api-robustness/answers';
import {
  createIntruder,
  createOwner,
  RECORDS_OF_REFUSALS,
  refusedAuthorizations,
  rowsOf,
  stateOf,
} from './api-robustness/fixtures';
import { inputFor, type RouteInput } from './api-robustness/inputs';
import { discoverRoutes, parsePrintedRoutes, urlOf, type JsonSchema, type RouteSpec } from './api-robustness/routes';
import {
  isStringPlace,
  objectsIn,
  placesIn,
  sampleFor,
  tooLong,
  without,
  withValue,
  wrongTypeValues,
  type Path,
} from './api-robustness/samples';

const t = await createTestApp();
const routes = await discoverRoutes(t.app);
const owner = await createOwner(t);
const intruder = await createIntruder(t);
const refused = await refusedAuthorizations(t, intruder);
const admin = await createUserWithToken(t, { email: 'admin.robust@example.in', role: 'admin' });
afterAll(() => t.close());

/** POST/PUT routes that take something other than a JSON body, and why. */
const NOT_JSON_BODIES: Record<string, string> = {
  'POST /rest/api/refresh-token': 'no body: the bearer token is the input',
  'POST /rest/api/logout': 'no body: the bearer token names the session to end',
  'POST /rest/api/public/razorpay/webhook': 'raw bytes, checked against the signature before they are read',
  'POST /rest/api/webhooks/whatsapp': 'raw bytes, checked against X-Hub-Signature-256 before they are read',
  'POST /rest/api/admin/jobs/:queue/:id/retry': 'no body: the failed job in the path is put back in its queue',
  'POST /rest/api/private/live/:liveId/sends/:id/pause': 'no body: the batch in the path is paused',
  'POST /rest/api/private/live/:liveId/sends/:id/resume': 'no body: the batch in the path is resumed',
  'POST /rest/api/private/live/:liveId/sends/:id/cancel': 'no body: the batch in the path is cancelled',
  'POST /rest/api/public/contact-us/form':
    'application/x-www-form-urlencoded (the contact form without script; every answer is a redirect to the page)',
  'POST /rest/api/public/upload': 'multipart/form-data',
  'POST /rest/api/public/upload-public': 'multipart/form-data',
  'POST /rest/api/private/look/:templateId/music': 'multipart/form-data (an audio file)',
  'PUT /rest/api/private/liked_templates/:tempId': 'no body: the template id in the path is the input',
  'PUT /rest/api/private/live/:liveId/message-pack': 'no body: the site in the path is the one the pack is for',
  'POST /rest/api/private/cart/message-pack/checkout': "no body: the signed-in buyer's cart line is what is paid for",
  'POST /rest/api/public/live/:slug/photos': 'multipart/form-data (a guest photo and the guest name)',
  'POST /rest/api/private/live/:liveId/households/import':
    'text/csv, text/vcard or text/plain (a file or pasted lines)',
  'POST /rest/api/private/live/:liveId/households/:id/link': 'no body: the household in the path gets a new link',
};
const MULTIPART = ['POST /rest/api/public/upload', 'POST /rest/api/public/upload-public'];
/** Routes that also take an HTML form post. */
const FORM_POSTS = ['POST /rest/api/public/sandbox-checkout/:orderId'];
/** Routes a person must be signed in for; discovery must find at least these (it finds new ones by asking). */
const KNOWN_PRIVATE = [
  'GET /rest/api/user_details',
  'PUT /rest/api/update_user',
  'POST /rest/api/refresh-token',
  'POST /rest/api/logout',
  'GET /rest/api/public/getcartitems',
  'GET /rest/api/public/buytemplates',
  'GET /rest/api/public/checkpaymentstatus',
  'POST /rest/api/private/createuserdata',
  'GET /rest/api/private/get_userdata_component_fromuser',
  'POST /rest/api/public/upload',
  'GET /rest/api/private/look/:templateId',
  'PUT /rest/api/private/look/:templateId',
  'POST /rest/api/private/look/:templateId/music',
  'GET /rest/api/private/get_all_wishmessage/:liveId',
  'GET /rest/api/private/modify_wish_message/:liveId/:wishId/:visflag',
  'GET /rest/api/private/get_all_galeryimage/:liveId',
  'GET /rest/api/private/modify_gallery_image/:liveId/:imageId/:visflag',
  'POST /rest/api/private/gallery_zip/:liveId',
  'GET /rest/api/private/rsvps/:liveId',
  'GET /rest/api/private/rsvps/:liveId/csv',
  'GET /rest/api/private/dashboard',
  'GET /rest/api/private/order_history',
  'GET /rest/api/private/liked_templates',
  'PUT /rest/api/private/liked_templates/:tempId',
  'DELETE /rest/api/private/liked_templates/:tempId',
  'GET /rest/api/private/get_live_template_user',
  'GET /rest/api/private/live/slug',
  'POST /rest/api/private/live/publish',
  'POST /rest/api/private/live/unpublish',
];

const TRAVERSAL = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  '....//....//etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2fpackage.json',
];
const ODD_TEXT = [
  'ಕನ್ನಡ ನಮಸ್ಕಾರ',
  'नमस्ते 🙏🏽 👩‍👩‍👧',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301\u0301',
  '\uFEFF\u200B\u00A0',
  '\t\r\n',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  ' ',
];
/** A lone surrogate survives JSON but cannot be %-encoded into a URL. */
const BODY_ONLY_TEXT = ['\uD800 alone'];

const API_ROUTES = routes.filter((route) => route.path.startsWith('/rest/api/'));
const TESTED = API_ROUTES.filter((route) => route.method !== 'HEAD');
const HEADS = API_ROUTES.filter((route) => route.method === 'HEAD');
const FIELD_ROUTES = TESTED.filter((route) => route.body || route.query.length || route.pathParams.length);

let ipCounter = 0;
/** Each request from its own address, so rate limits (which are tested elsewhere) never mask an answer. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

interface Sent {
  input?: RouteInput;
  url?: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The bearer to send; undefined sends a valid token (the admin's on admin routes, else the intruder's), null none. */
  authorization?: string | null;
  headers?: Record<string, string>;
}

/** Routes that end the session they are called with: the suite's own accounts get theirs back afterwards. */
const SESSION_ENDING = new Set(['POST /rest/api/logout']);

async function reopenSessions(authorization: string): Promise<void> {
  const account = [intruder, admin, owner].find((a) => a.authorization === authorization);
  if (account)
    await t.app.ctx.db.update(schema.sessions).set({ revokedAt: null }).where(eq(schema.sessions.userId, account.id));
}

async function send(route: RouteSpec, sent: Sent = {}): Promise<LightMyRequestResponse> {
  const input = sent.input ?? inputFor(route, intruder);
  const headers: Record<string, string> = { ...input.headers, ...sent.headers };
  const ownToken = adminRoutes.has(route.key) ? admin.authorization : intruder.authorization;
  const authorization = sent.authorization === undefined ? ownToken : sent.authorization;
  if (authorization !== null) headers.authorization = authorization;
  let payload = sent.payload;
  if (payload === undefined && input.body !== undefined && route.method !== 'GET') payload = JSON.stringify(input.body);
  if (payload !== undefined) headers['content-type'] = sent.contentType ?? 'application/json';
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: sent.url ?? urlOf(route, input.path, input.query),
    headers,
    payload,
    remoteAddress: nextIp(),
  };
  const answer = await t.app.inject(options);
  if (authorization && SESSION_ENDING.has(route.key)) await reopenSessions(authorization);
  return answer;
}

/** Runs `attempts` and checks that no row was added, removed or edited and no file was left behind. */
async function changesNothing(attempts: () => Promise<void>): Promise<void> {
  const before = await stateOf(t, RECORDS_OF_REFUSALS);
  await attempts();
  expect(await stateOf(t, RECORDS_OF_REFUSALS)).toEqual(before);
}

/**
 * A route is private when it refuses a request without a token that it accepts with one; an admin route
 * when it refuses a user's token (403) that it accepts from an admin. Input batteries use the token the
 * route accepts, so they reach its validation and handler.
 */
const privateRoutes = new Set<string>();
const adminRoutes = new Set<string>();
for (const route of TESTED) {
  if ((await send(route, { authorization: null })).statusCode !== 401) continue;
  const asUser = await send(route, { authorization: intruder.authorization });
  if (asUser.statusCode !== 401) privateRoutes.add(route.key);
  if (asUser.statusCode === 403 && (await send(route, { authorization: admin.authorization })).statusCode !== 403)
    adminRoutes.add(route.key);
}

describe('discovery', () => {
  it('finds every route of every capability from the router', () => {
    expect(API_ROUTES.length).toBeGreaterThanOrEqual(29);
    for (const key of [
      'GET /rest/api/health',
      'POST /rest/api/public/contact-us',
      'POST /rest/api/login',
      'GET /rest/api/public/getcartitems',
      'GET /rest/api/public/buytemplates',
      'POST /rest/api/private/createuserdata',
      'POST /rest/api/public/upload-public',
    ]) {
      expect(API_ROUTES.map((route) => route.key)).toContain(key);
    }
    // The parser reads the router's own print-out; each route it reports must exist exactly as written.
    for (const route of routes)
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.path }), route.key).toBe(true);
    expect(parsePrintedRoutes('└── /a (GET)\n    ├── b (POST)\n    │   └── /:c (PUT)\n    └── -d (GET, HEAD)')).toEqual(
      [
        { path: '/a', methods: ['GET'] },
        { path: '/ab', methods: ['POST'] },
        { path: '/ab/:c', methods: ['PUT'] },
        { path: '/a-d', methods: ['GET', 'HEAD'] },
      ],
    );
  });

  it('serves nothing outside /rest/api but the web app, the live invitation page with its form posts and drawn art, robots.txt and the sitemap', () => {
    expect(
      routes
        .filter((route) => !route.path.startsWith('/rest/api/'))
        .map((route) => route.key)
        .sort(),
    ).toEqual([
      'GET /invite-art/:scene/:colours.svg',
      'GET /invite/:slug',
      'GET /invite/:slug/g/:token',
      'GET /robots.txt',
      'GET /sitemap.xml',
      'HEAD /invite-art/:scene/:colours.svg',
      'HEAD /invite/:slug',
      'HEAD /invite/:slug/g/:token',
      'HEAD /robots.txt',
      'HEAD /sitemap.xml',
      'POST /invite/:slug/access',
      'POST /invite/:slug/g/:token',
      'POST /invite/:slug/photos',
      'POST /invite/:slug/rsvp',
      'POST /invite/:slug/wishes',
    ]);
  });

  it('documents every route in the OpenAPI document, with a schema for every input', () => {
    for (const route of TESTED) {
      if (route.path === '/rest/api/openapi.json') continue;
      expect(route.documented, `${route.key} is missing from /rest/api/openapi.json`).toBe(true);
      if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
        expect(
          route.body ?? NOT_JSON_BODIES[route.key],
          `${route.key} declares no JSON body schema (or add it to NOT_JSON_BODIES with a reason)`,
        ).toBeTruthy();
      }
      for (const field of [...route.pathParams, ...route.query]) {
        const bounded = field.schema.maxLength !== undefined || field.schema.enum !== undefined;
        expect(bounded, `${route.key}: ${field.name} has no maxLength or enum`).toBe(true);
      }
    }
  });

  it('bounds every JSON body: no unknown properties, no text or list without a limit', () => {
    const problems: string[] = [];
    const boundedPattern = (pattern: string) => /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern);
    const walk = (schema: JsonSchema, where: string) => {
      for (const alternative of schema.anyOf ?? schema.oneOf ?? []) walk(alternative, where);
      const types = [schema.type].flat();
      // A map (its keys are data, checked by the server's own pattern) is bounded by its size and its values.
      const map = typeof schema.additionalProperties === 'object' && schema.maxProperties !== undefined;
      if (map) walk(schema.additionalProperties as JsonSchema, `${where}{}`);
      else if (types.includes('object') && schema.additionalProperties !== false)
        problems.push(`${where} allows unknown properties`);
      if (
        types.includes('string') &&
        schema.maxLength === undefined &&
        !schema.enum &&
        schema.const === undefined &&
        !(schema.pattern && boundedPattern(schema.pattern))
      ) {
        problems.push(`${where} is text without maxLength`);
      }
      if (types.includes('array') && schema.maxItems === undefined)
        problems.push(`${where} is a list without maxItems`);
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        walk(property as JsonSchema, `${where}.${name}`);
      if (schema.items) walk(schema.items, `${where}[]`);
    };
    walk(
      {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'array', items: { type: 'string', pattern: '^x+$' } } },
      },
      'probe',
    );
    expect(problems, 'the check itself').toEqual([
      'probe allows unknown properties',
      'probe.a is text without maxLength',
      'probe.b is a list without maxItems',
      'probe.b[] is text without maxLength',
    ]);
    problems.length = 0;
    for (const route of TESTED) if (route.body) walk(route.body, `${route.key} body`);
    expect(problems).toEqual([]);
  });

  it('finds the private routes by asking them', () => {
    for (const key of KNOWN_PRIVATE) expect([...privateRoutes], key).toContain(key);
  });
});

describe('a valid request passes validation (so the bad ones below are bad for one reason)', () => {
  for (const route of TESTED) {
    it(route.key, async () => {
      if (MULTIPART.includes(route.key)) return;
      const response = await send(route);
      expectSaneAnswer(response, route.key, 'valid input');
      const message = response.statusCode === 400 ? String(response.json().message) : '';
      expect(message, `${route.key}: add a valid input to api-robustness/inputs.ts`).not.toMatch(
        /^(body|querystring|params|headers)\b/,
      );
    });
  }
});

describe('refused tokens', () => {
  for (const route of TESTED) {
    it(route.key, async () => {
      const isPrivate = privateRoutes.has(route.key);
      const attempts = async () => {
        for (const { what, header } of refused) {
          const response = await send(route, { authorization: header ?? null });
          expectSaneAnswer(response, route.key, what);
          if (isPrivate) expect(response.statusCode, `${route.key} with ${what}`).toBe(401);
        }
        if (adminRoutes.has(route.key)) {
          const response = await send(route, { authorization: intruder.authorization });
          expectRefusal(response, route.key, "a user's token on an admin route");
          expect(response.statusCode).toBe(403);
        }
      };
      // A public route does its work for anyone; a private one must do nothing for a refused token.
      await (isPrivate ? changesNothing(attempts) : attempts());
    });
  }
});

describe('bodies that are not the JSON object a route expects', () => {
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const cases: { what: string; payload: string | Buffer; contentType?: string; status?: number }[] = [
    { what: 'malformed JSON', payload: '{"name": ', status: 400 },
    { what: 'an empty JSON body', payload: '', status: 400 },
    { what: 'a JSON array', payload: '[{"a":1}]', status: 400 },
    { what: 'a JSON string', payload: '"hello"', status: 400 },
    { what: 'a JSON number', payload: '42', status: 400 },
    { what: 'JSON null', payload: 'null', status: 400 },
    { what: 'JSON true', payload: 'true', status: 400 },
    { what: '__proto__', payload: '{"__proto__": {"role": "admin"}}', status: 400 },
    { what: 'constructor.prototype', payload: '{"constructor": {"prototype": {"role": "admin"}}}', status: 400 },
    { what: 'deeply nested arrays', payload: deep, status: 400 },
    { what: 'a body over the size limit', payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }), status: 413 },
    {
      what: 'invalid UTF-8',
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
      status: 400,
    },
    { what: 'text/plain', payload: '{"a":1}', contentType: 'text/plain' },
    { what: 'a form post', payload: 'name=a&email=b', contentType: 'application/x-www-form-urlencoded' },
    {
      what: 'multipart',
      payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    },
    { what: 'an odd JSON charset', payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { what: 'a made-up content type', payload: '{"a":1}', contentType: 'application/x-made-up' },
  ];
  for (const route of TESTED.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))) {
    it(route.key, async () => {
      // Without a JSON body schema the body is ignored (DELETE /public/cart still empties the cart).
      const check = route.body ? changesNothing : (attempts: () => Promise<void>) => attempts();
      await check(async () => {
        for (const c of cases) {
          if (c.contentType === 'application/x-www-form-urlencoded' && FORM_POSTS.includes(route.key)) continue;
          if (c.contentType?.startsWith('multipart/') && MULTIPART.includes(route.key)) continue;
          const response = await send(route, { payload: c.payload, contentType: c.contentType });
          if (route.body) {
            expectRefusal(response, route.key, c.what);
            if (c.status) expect(response.statusCode, `${route.key} with ${c.what}: ${response.body}`).toBe(c.status);
          } else {
            expectSaneAnswer(response, route.key, c.what);
          }
        }
      });
    });
  }
});

describe('odd headers', () => {
  const cases: { what: string; headers: Record<string, string>; payload?: string }[] = [
    {
      what: 'a gzip content encoding on plain JSON',
      headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
      payload: '{"a":1}',
    },
    {
      what: 'a made-up content encoding',
      headers: { 'content-encoding': 'x-made-up', 'content-type': 'application/json' },
      payload: '{"a":1}',
    },
    {
      what: 'a content length shorter than the body',
      headers: { 'content-length': '3', 'content-type': 'application/json' },
      payload: '{"a":1}',
    },
    {
      what: 'a content length longer than the body',
      headers: { 'content-length': '500', 'content-type': 'application/json' },
      payload: '{"a":1}',
    },
    { what: 'a body where none belongs', headers: { 'content-type': 'application/json' }, payload: '{"a":1}' },
    {
      what: 'odd Accept headers',
      headers: {
        accept: 'application/xml;q=abc, */*;q=-1',
        'accept-encoding': 'br;q=abc, gzip;q=NaN, *',
        'accept-language': 'x'.repeat(4000),
      },
    },
    {
      what: 'odd cache validators and ranges',
      headers: {
        'if-none-match': '"' + 'x'.repeat(4000),
        'if-modified-since': 'yesterday',
        range: 'bytes=999999999-1',
      },
    },
  ];
  for (const route of TESTED) {
    it(route.key, async () => {
      const input = inputFor(route, intruder);
      for (const c of cases) {
        if (c.payload && route.method === 'GET' && !c.what.startsWith('a body where')) continue;
        const response = await send(route, {
          input,
          headers: c.headers,
          payload: c.payload,
          contentType: c.headers['content-type'],
        });
        expectSaneAnswer(response, route.key, c.what);
      }
    });
  }
});

/** The places a route's input can be broken: JSON body values, query values and path values. */
interface InputPlace {
  part: 'body' | 'querystring' | 'params';
  path: Path;
  name: string;
  schema: JsonSchema;
  required: boolean;
}

function inputPlaces(route: RouteSpec, input: RouteInput): InputPlace[] {
  const places: InputPlace[] = [];
  if (route.body && input.body !== undefined) {
    for (const place of placesIn(input.body, route.body)) {
      places.push({
        part: 'body',
        path: place.path,
        name: place.path.join('.'),
        schema: place.schema,
        required: false,
      });
    }
  }
  for (const q of route.query)
    places.push({ part: 'querystring', path: [q.name], name: q.name, schema: q.schema, required: q.required });
  for (const p of route.pathParams)
    places.push({ part: 'params', path: [p.name], name: p.name, schema: p.schema, required: true });
  return places;
}

/** The route's input with one value replaced (a list replaces a query value with repeated keys). */
function inputWith(input: RouteInput, place: InputPlace, value: unknown): RouteInput {
  if (place.part === 'body') return { ...input, body: withValue(input.body, place.path, value) };
  if (place.part === 'querystring')
    return { ...input, query: { ...input.query, [place.name]: value as string | string[] } };
  return { ...input, path: { ...input.path, [place.name]: String(value) } };
}

describe('fields that are missing, mistyped, too long, unknown or hold NUL', () => {
  for (const route of FIELD_ROUTES) {
    it(route.key, async () => {
      const input = inputFor(route, intruder);
      await changesNothing(async () => {
        if (route.body && input.body !== undefined) {
          for (const object of objectsIn(input.body, route.body)) {
            for (const name of object.schema.required ?? []) {
              const path = [...object.path, name];
              expectRefusal(
                await send(route, { input: { ...input, body: without(input.body, path) } }),
                route.key,
                `no ${path.join('.')}`,
                `${path.join('.')} is required`,
              );
            }
            const extra = withValue(input.body, [...object.path, 'unexpectedField'], 'x');
            expectRefusal(
              await send(route, { input: { ...input, body: extra } }),
              route.key,
              `an unknown field in ${object.path.join('.') || 'the body'}`,
              'unexpectedField is not allowed',
            );
          }
        }
        for (const q of route.query.filter((field) => field.required)) {
          const query = { ...input.query };
          delete query[q.name];
          expectRefusal(
            await send(route, { input: { ...input, query } }),
            route.key,
            `no ${q.name}`,
            `${q.name} is required`,
          );
        }
        if (route.queryDeclared) {
          expectRefusal(
            await send(route, { input: { ...input, query: { ...input.query, unexpectedKey: 'x' } } }),
            route.key,
            'an unknown query key',
            'unexpectedKey is not allowed',
          );
        }
        for (const place of inputPlaces(route, input)) {
          const label = `${place.part}.${place.name}`;
          if (place.part === 'body') {
            for (const value of wrongTypeValues(place.schema)) {
              expectRefusal(
                await send(route, { input: inputWith(input, place, value) }),
                route.key,
                `${label} = ${JSON.stringify(value)}`,
                place.name,
              );
            }
          } else if (place.part === 'querystring' && isStringPlace(place.schema)) {
            expectRefusal(
              await send(route, { input: inputWith(input, place, ['one', 'two']) }),
              route.key,
              `${label} given twice`,
              place.name,
            );
          }
          if (isStringPlace(place.schema)) {
            expectRefusal(
              await send(route, { input: inputWith(input, place, tooLong(place.schema)) }),
              route.key,
              `an overlong ${label}`,
            );
            const nul = await send(route, { input: inputWith(input, place, 'ab\u0000cd') });
            expectRefusal(nul, route.key, `a NUL in ${label}`, place.name);
            expect(nul.statusCode, `a NUL in ${label}`).toBe(400);
          }
        }
      });
    });
  }
});

describe('path traversal and odd unicode in every text field', () => {
  for (const route of FIELD_ROUTES) {
    it(route.key, async () => {
      const input = inputFor(route, intruder);
      for (const place of inputPlaces(route, input).filter((p) => isStringPlace(p.schema))) {
        const values =
          place.part === 'body' ? [...TRAVERSAL, ...ODD_TEXT, ...BODY_ONLY_TEXT] : [...TRAVERSAL, ...ODD_TEXT];
        for (const value of values) {
          expectSaneAnswer(
            await send(route, { input: inputWith(input, place, value) }),
            route.key,
            `${place.part}.${place.name} = ${JSON.stringify(value)}`,
          );
        }
      }
      // The same values unencoded in the address, where a server that decodes twice or joins paths would slip.
      for (const p of route.pathParams) {
        for (const raw of [
          '..',
          '..%2f..%2f..%2fetc%2fpasswd',
          '%2e%2e%2f%2e%2e%2fpackage.json',
          '%252e%252e%252f',
          '.%00.',
          '%c0%ae%c0%ae%c0%af',
          '%E0%A4%A',
        ]) {
          const url = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
            name === p.name ? raw : encodeURIComponent(input.path[name]),
          );
          expectSaneAnswer(await send(route, { url }), route.key, `raw ${p.name} ${raw}`);
        }
      }
      for (const q of route.query) {
        const others = Object.entries(input.query)
          .filter(([key]) => key !== q.name)
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
        for (const raw of [
          '..%2f..%2fetc%2fpasswd',
          '%2e%2e%2f%2e%2e%2fpackage.json',
          '%00',
          '%E0%A4%A',
          '%',
          '&&&',
          '=',
        ]) {
          const url = `${urlOf(route, input.path)}?${[...others, `${q.name}=${raw}`].join('&')}`;
          expectSaneAnswer(await send(route, { url }), route.key, `raw ${q.name}=${raw}`);
        }
      }
      for (const key of ['__proto__', 'constructor[prototype][role]', 'hasOwnProperty', '%00']) {
        expectSaneAnswer(
          await send(route, {
            url: `${urlOf(route, input.path, input.query)}${Object.keys(input.query).length ? '&' : '?'}${key}=x`,
          }),
          route.key,
          `query key ${key}`,
        );
      }
    });
  }
});

/** The owner's value for an input that names a record, by the input's name; undefined when none fits. */
function ownersValueFor(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower === 'orderid') return owner.orderId;
  if (lower === 'liveid') return owner.liveId;
  // The help chat names a conversation (and its sender or recipient) by the buyer's e-mail.
  if (['username', 'email', 'user', 'from', 'to'].includes(lower)) return owner.email;
  if (lower === 'filename' || lower === 'attachment') return owner.fileName;
  if (lower === 'wishid') return String(owner.wishId);
  if (lower === 'userid') return String(owner.id);
  if (lower === 'imageid') return String(owner.imageId);
  if (lower === 'cohostid') return String(owner.cohostId);
  if (lower === 'householdid') return String(owner.householdId);
  // An address is a record too: the owner's slug may be checked (it is taken) but never taken over.
  if (lower === 'slug') return owner.slug;
  // Catalogue ids are public; the owner's template is used so a lookup by it would find the owner's rows.
  if (['id', 'templateid', 'basetempid', 'temp_id', 'tempid'].includes(lower)) return 'wed001';
  return undefined;
}
/** A UPI ID is a payment address the caller types for their own site, not a record of this app. */
const NOT_RECORDS = ['upiid'];
const namesARecord = (name: string) =>
  (/id$/i.test(name) && !NOT_RECORDS.includes(name.toLowerCase())) ||
  ['username', 'email', 'filename', 'slug', 'user', 'from', 'to', 'attachment'].includes(name.toLowerCase());

/**
 * What a caller naming someone else's record must get back, by the input's name: a record (order, live site,
 * wish, photo, account) is refused as forbidden or not found. A file name given as a value (an image in the
 * content, a chat attachment) is refused like any file that is not the caller's upload, a 400 that does not
 * say whether the file exists; an e-mail chosen for one's own account that another account holds is a 409.
 * Catalogue ids and site addresses are public names, not records: any answer that leaks nothing will do.
 */
function refusalsFor(routeKey: string, name: string): number[] | undefined {
  const lower = name.toLowerCase();
  if (['orderid', 'liveid', 'wishid', 'imageid', 'cohostid', 'username', 'user', 'from', 'to'].includes(lower))
    return [403, 404];
  if (lower === 'email' && routeKey === 'PUT /rest/api/update_user') return [409];
  if (['filename', 'attachment', 'comp_value'].includes(lower)) return [400, 403, 404];
  // Another site's household is refused like a missing one, as input that names nothing of this guest list.
  if (lower === 'householdid') return [400, 403, 404];
  return undefined;
}

/**
 * The admin is the help chat's counterpart of every buyer (spec: "One admin account is the chat counterpart of
 * users"), so the admin reads and writes any buyer's conversation. Everything else a buyer owns stays the
 * buyer's: the admin's own areas are the admin routes.
 */
const ADMIN_MAY_NAME: Record<string, string[]> = {
  'GET /rest/api/getchatuser': ['user'],
  'POST /rest/api/chatuser': ['user', 'to'],
};

interface Attempt {
  input: RouteInput;
  /** The inputs that name the owner's records. */
  names: string[];
}

function attemptsOnOwnersRecords(route: RouteSpec, input: RouteInput): Attempt[] {
  const bodyFields = Object.keys(route.body?.properties ?? {}).map((name) => ({ part: 'body' as const, name }));
  const fields = [
    ...route.pathParams.map((p) => ({ part: 'params' as const, name: p.name })),
    ...route.query.map((q) => ({ part: 'querystring' as const, name: q.name })),
    ...bodyFields,
  ].filter((field) => namesARecord(field.name));
  const attempts: Attempt[] = [];
  let all = structuredClone(input);
  for (const field of fields) {
    const value = ownersValueFor(field.name);
    expect(
      value,
      `${route.key}: ${field.part}.${field.name} names a record; give the owner one in ownersValueFor`,
    ).toBeDefined();
    const place: InputPlace = { part: field.part, path: [field.name], name: field.name, schema: {}, required: true };
    attempts.push({ input: inputWith(input, place, value), names: [field.name] });
    all = inputWith(all, place, value);
  }
  if (fields.length > 1) attempts.push({ input: all, names: fields.map((field) => field.name) });
  if (route.key === 'POST /rest/api/private/createuserdata') {
    attempts.push({
      input: {
        ...input,
        body: {
          baseTempID: 'wed001',
          components: [{ comp_id: 'wed001-CoverPhoto', comp_type: 'IMAGE', comp_value: owner.fileName }],
        },
      },
      names: ['comp_value'],
    });
  }
  return attempts;
}

describe("another user's ids on every private route", () => {
  const callers = [
    { who: 'another buyer', account: () => intruder, mayName: (_route: RouteSpec) => [] as string[] },
    { who: 'the admin', account: () => admin, mayName: (route: RouteSpec) => ADMIN_MAY_NAME[route.key] ?? [] },
  ];
  for (const caller of callers) {
    for (const route of TESTED) {
      it(`${caller.who}: ${route.key}`, async () => {
        // Admin routes see every user's records by design; that a buyer cannot reach them is checked below.
        if (!privateRoutes.has(route.key) || adminRoutes.has(route.key)) return;
        const before = await rowsOf(t, owner.id);
        const wrong: string[] = [];
        for (const { input: attempt, names } of attemptsOnOwnersRecords(route, inputFor(route, intruder))) {
          const state = await stateOf(t);
          const response = await send(route, { input: attempt, authorization: caller.account().authorization });
          const what = `the owner's ${JSON.stringify(attempt)}`;
          expectSaneAnswer(response, route.key, what);
          const sent = JSON.stringify(attempt);
          const allowed = caller.mayName(route);
          if (!names.some((name) => allowed.includes(name)))
            for (const secret of owner.secrets.filter((s) => !sent.includes(s)))
              expect(response.body, `${route.key} with ${what}`).not.toContain(secret);
          const expected = names
            .filter((name) => !allowed.includes(name))
            .map((name) => refusalsFor(route.key, name))
            .filter((codes) => codes !== undefined);
          if (expected.length) {
            if (!expected.some((codes) => codes.includes(response.statusCode)))
              wrong.push(
                `${response.statusCode} (wanted ${expected.flat().join('/')}) for ${names.join('+')}: ${sent}`,
              );
            if (response.statusCode >= 400)
              expect(await stateOf(t), `${route.key} refused ${what} yet changed something`).toEqual(state);
          }
        }
        expect(wrong, `${caller.who} naming the owner's records on ${route.key}`).toEqual([]);
        if (!caller.mayName(route).length)
          expect(await rowsOf(t, owner.id), `${route.key} changed the owner's records`).toEqual(before);
      });
    }
  }

  it('the owner still reads their own content (the fixture is real)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/rest/api/private/get_userdata_component_fromuser?baseTempID=wed001&liveID=${owner.liveId}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.body).toContain(owner.secrets[1]);
  });
});

describe('both buyers on every admin route', () => {
  it('finds the admin routes', () => {
    expect(adminRoutes.size).toBeGreaterThanOrEqual(5);
  });

  for (const route of TESTED) {
    it(route.key, async () => {
      if (!adminRoutes.has(route.key)) return;
      await changesNothing(async () => {
        for (const buyer of [owner, intruder]) {
          // The input the admin would send, and the same naming the owner's records (their own, for the owner).
          const input = inputFor(route, intruder);
          for (const attempt of [input, ...attemptsOnOwnersRecords(route, input).map((one) => one.input)]) {
            const response = await send(route, { input: attempt, authorization: buyer.authorization });
            expectRefusal(response, route.key, `${buyer.email}'s token with ${JSON.stringify(attempt)}`);
            expect(response.statusCode, `${route.key} for ${buyer.email}`).toBe(403);
          }
        }
      });
    });
  }
});

describe('uploads given something other than one image', () => {
  const part = (disposition: string, type: string, data: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--b\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.from(data),
      Buffer.from('\r\n--b--\r\n'),
    ]);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const multipart = 'multipart/form-data; boundary=b';
  const refusedCases: { what: string; payload: string | Buffer; contentType: string; status?: number }[] = [
    { what: 'JSON', payload: '{"file": "x"}', contentType: 'application/json', status: 400 },
    { what: 'text/plain', payload: 'hello', contentType: 'text/plain' },
    { what: 'a form post', payload: 'file=x', contentType: 'application/x-www-form-urlencoded' },
    { what: 'multipart without a boundary', payload: 'x', contentType: 'multipart/form-data' },
    {
      what: 'a cut-off multipart body',
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
      contentType: multipart,
    },
    {
      what: 'only a text field',
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      contentType: multipart,
      status: 400,
    },
    {
      what: 'HTML named .jpg',
      payload: part('name="file"; filename="a.jpg"', 'image/jpeg', '<!doctype html><script>alert(1)</script>'),
      contentType: multipart,
      status: 415,
    },
    {
      what: 'SVG with a script',
      payload: part(
        'name="file"; filename="a.svg"',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      contentType: multipart,
      status: 415,
    },
    {
      what: 'an empty file',
      payload: part('name="file"; filename="a.png"', 'image/png', ''),
      contentType: multipart,
      status: 400,
    },
    {
      what: 'NUL bytes for a file',
      payload: part('name="file"; filename="a.png"', 'image/png', Buffer.alloc(5000)),
      contentType: multipart,
      status: 415,
    },
  ];
  for (const key of MULTIPART) {
    const route = TESTED.find((r) => r.key === key);
    it(key, async () => {
      expect(route, `${key} is registered`).toBeDefined();
      await changesNothing(async () => {
        for (const c of refusedCases) {
          const response = await send(route!, { payload: c.payload, contentType: c.contentType });
          expectRefusal(response, key, c.what);
          if (c.status) expect(response.statusCode, `${key} with ${c.what}`).toBe(c.status);
        }
      });
      // A hostile file name never becomes the stored name: the server names every file itself.
      for (const filename of [
        '../../../etc/passwd.png',
        '..\\..\\evil.png',
        '/etc/cron.d/x.png',
        'a\u0000.png',
        '%2e%2e%2fx.png',
        'ಚಿತ್ರ.png',
      ]) {
        const response = await send(route!, {
          payload: part(`name="file"; filename="${filename}"`, 'image/png', png),
          contentType: multipart,
        });
        expectSaneAnswer(response, key, `a file named ${JSON.stringify(filename)}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.body, filename).toMatch(/(^|: )[0-9a-f]{32}\.png$/);
      }
    });
  }

  it('POST /rest/api/public/live/:slug/photos', async () => {
    const key = 'POST /rest/api/public/live/:slug/photos';
    const route = TESTED.find((r) => r.key === key);
    expect(route, `${key} is registered`).toBeDefined();
    const named = (payload: string | Buffer) =>
      Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nKavya\r\n'),
        Buffer.from(payload),
      ]);
    await changesNothing(async () => {
      for (const c of refusedCases) {
        const payload = c.contentType === multipart ? named(c.payload) : c.payload;
        const response = await send(route!, { payload, contentType: c.contentType });
        expectRefusal(response, key, c.what);
        if (c.status) expect(response.statusCode, `${key} with ${c.what}`).toBe(c.status);
      }
    });
    // A hostile file name never reaches the disk: the photo is stored under names the server makes.
    for (const filename of ['../../../etc/passwd.png', '..\\..\\evil.png', 'a\u0000.png', 'ಚಿತ್ರ.png']) {
      const response = await send(route!, {
        payload: named(part(`name="file"; filename="${filename}"`, 'image/png', png)),
        contentType: multipart,
      });
      expectSaneAnswer(response, key, `a file named ${JSON.stringify(filename)}`);
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('methods and addresses a route does not have', () => {
  const paths = [...new Set(TESTED.map((route) => route.path))];
  for (const path of paths) {
    it(path, async () => {
      const route = TESTED.find((r) => r.path === path)!;
      const input = inputFor(route, intruder);
      const url = urlOf(route, input.path, input.query);
      const registered = new Set(API_ROUTES.filter((r) => r.path === path).map((r) => r.method));
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((m) => !registered.has(m))) {
        const response = await send({ ...route, method, key: `${method} ${path}` }, { url, payload: '{}' });
        expectRefusal(response, `${method} ${path}`, 'a method it does not have');
        expect(response.statusCode).toBe(404);
      }
      for (const odd of [
        `${url.split('?')[0]}/`,
        url.replace('/rest/api/', '/rest//api/'),
        url.replace('/rest/api/', '/rest/api/./'),
        url.replace('/rest/api/', '/REST/API/'),
      ]) {
        expectSaneAnswer(await send(route, { url: odd }), route.key, `the address ${odd}`);
      }
    });
  }

  it('unknown API addresses, however odd', async () => {
    const route = TESTED[0];
    for (const url of [
      '/rest/api/' + 'x'.repeat(5000),
      '/rest/api/../../etc/passwd',
      '/rest/api/%2e%2e/%2e%2e/etc/passwd',
      '/rest/api/%00',
      '/rest/api/%E0%A4%A',
      '/rest/api?x=%00',
      '/rest/api/public/download/../../../package.json',
    ]) {
      const response = await send({ ...route, method: 'GET', key: `GET ${url.slice(0, 40)}` }, { url });
      expectRefusal(response, 'GET (unknown)', url.slice(0, 60));
    }
  });

  for (const route of HEADS) {
    it(route.key, async () => {
      const input = inputFor(route, intruder);
      for (const sent of [
        {},
        { authorization: null },
        { url: urlOf(route, { ...input.path }, { ...input.query, unexpectedKey: '\u0000' }) },
      ]) {
        expectSaneAnswer(await send(route, sent), route.key, JSON.stringify(sent));
      }
    });
  }
});

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }),
  fc.constantFrom(...TRAVERSAL, ...ODD_TEXT, ...BODY_ONLY_TEXT),
);

function valueArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const main = schema.anyOf?.[0] ?? schema;
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: fc.constant(sampleFor(schema)) },
    { weight: 3, arbitrary: anyText },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  ];
  if (depth < 3 && main.type === 'object') choices.push({ weight: 4, arbitrary: objectArbitrary(main, depth + 1) });
  if (depth < 3 && main.type === 'array' && main.items)
    choices.push({ weight: 4, arbitrary: fc.array(valueArbitrary(main.items, depth + 1), { maxLength: 3 }) });
  return fc.oneof(...choices);
}

/** Objects shaped like the schema: any of its properties, each with a plausible or hostile value, maybe extras. */
function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      valueArbitrary(property as JsonSchema, depth),
    ]),
  );
  const extras = fc.option(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), {
    freq: 4,
  });
  return fc
    .tuple(fc.record(shape, { requiredKeys: [] }), extras)
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

/** Lone surrogates cannot be %-encoded; a URL carries the replacement character instead. */
const urlText = anyText.map((text) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
);

describe('generated input never makes a route fail', () => {
  for (const route of FIELD_ROUTES) {
    it(route.key, async () => {
      const input = inputFor(route, intruder);
      const body = route.body
        ? fc.oneof({ weight: 4, arbitrary: objectArbitrary(route.body, 0) }, { weight: 1, arbitrary: fc.jsonValue() })
        : fc.constant(undefined);
      const query = fc.record(
        Object.fromEntries(
          route.query.map((q) => [q.name, fc.oneof(fc.constant(input.query[q.name] ?? 'x'), urlText)]),
        ),
        { requiredKeys: [] },
      );
      const path = fc.record(
        Object.fromEntries(
          route.pathParams.map((p) => [
            p.name,
            fc.oneof(
              fc.constant(input.path[p.name]),
              urlText.filter((s) => s.length > 0),
            ),
          ]),
        ),
      );
      await fc.assert(
        fc.asyncProperty(body, query, path, async (generatedBody, generatedQuery, generatedPath) => {
          const generated: RouteInput = {
            path: generatedPath as Record<string, string>,
            query: generatedQuery as Record<string, string>,
            body: generatedBody,
          };
          const response = await send(route, {
            input: generated,
            payload: route.body ? JSON.stringify(generatedBody ?? null) : undefined,
          });
          expectSaneAnswer(response, route.key, `generated ${JSON.stringify(generated).slice(0, 300)}`);
        }),
        { numRuns: route.body ? 40 : 25 },
      );
    });
  }
});

describe('the Razorpay webhook, given signed bodies it cannot use', () => {
  it('answers each without failing', async () => {
    const secret = 'whsec-robustness';
    const r = await createTestApp({
      overrides: {
        paymentProvider: 'razorpay',
        razorpay: { keyId: 'rzp_test_k', keySecret: 's', webhookSecret: secret, apiBase: 'http://127.0.0.1:9' },
      },
    });
    try {
      const deliver = (raw: string) =>
        r.app.inject({
          method: 'POST',
          url: '/rest/api/public/razorpay/webhook',
          payload: raw,
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(raw, secret) },
        });
      const key = 'POST /rest/api/public/razorpay/webhook';
      const entity = (fields: Record<string, unknown>) =>
        JSON.stringify({
          event: 'payment_link.paid',
          payload: { payment_link: { entity: fields }, payment: { entity: { id: 'pay_1' } } },
        });
      for (const raw of [
        'null',
        '[]',
        '"x"',
        '42',
        '{',
        '',
        '{"event":"payment_link.paid"}',
        '{"event":"payment_link.paid","payload":null}',
        '{"event":"payment_link.paid","payload":{"payment_link":null}}',
        entity({ reference_id: 'a\u0000b' }),
        entity({ reference_id: { $gt: '' } }),
        entity({ reference_id: 'x'.repeat(10_000) }),
        entity({ reference_id: owner.orderId, amount_paid: 'lots' }),
        entity({ id: ['a'], reference_id: 7 }),
      ]) {
        expectSaneAnswer(await deliver(raw), key, raw.slice(0, 80));
      }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue(),
            fc.record({
              event: fc.constantFrom('payment_link.paid', 'payment_link.expired', 'x'),
              payload: fc.jsonValue({ maxDepth: 4 }),
            }),
          ),
          async (body) => {
            expectSaneAnswer(await deliver(JSON.stringify(body)), key, JSON.stringify(body).slice(0, 200));
          },
        ),
        { numRuns: 60 },
      );
      expect((await rowsOf(t, owner.id)).orders).toHaveLength(1);
    } finally {
      await r.close();
    }
  });
});
