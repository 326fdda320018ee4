/**
 * Every route fuzzed from its own declared schemas: bodies, path values and querystrings generated from the
 * JSON Schema the route publishes, plus arbitrary changes to an input it accepts; multipart forms and the
 * payment webhook's signed bytes from the shapes in api-fuzz/raw-bodies.ts. Whatever arrives, the server never
 * answers 5xx, a refusal changes no row's content and leaves no file, and every 2xx answer matches the response
 * schema the route declares for that status. Runs are bounded and seeded; a failure prints the seed to replay
 * it with FUZZ_SEED=<seed>.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../src/shared/catalogue';
import { createOrder } from '../../src/server/orders';
import { signWebhook } from '../../src/server/payments/razorpay-provider';
import { createTestApp, createUserWithToken } from '../../src/server/testing/test-app';
import { expectSaneAnswer } from './api-robustness/answers';
import {
  createIntruder,
  createOwner,
  RECORDS_OF_REFUSALS,
  stateOf,
  type StateSnapshot,
} from './api-robustness/fixtures';
import { inputFor, type RouteInput } from './api-robustness/inputs';
import { discoverRoutes, urlOf, type JsonSchema, type RouteSpec } from './api-robustness/routes';
import { arbitraryFor, asQueryValue, mutationOf } from './api-fuzz/arbitraries';
import { MULTIPART_FIELDS, multipartArbitrary, webhookBodySchema } from './api-fuzz/raw-bodies';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

const t = await createTestApp();
const routes = await discoverRoutes(t.app);
const owner = await createOwner(t);
const intruder = await createIntruder(t);
const admin = await createUserWithToken(t, { email: 'admin.fuzz@example.in', role: 'admin' });
afterAll(() => t.close());

/** The webhook's body is raw signed bytes: it is fuzzed below, on an app that takes Razorpay webhooks. */
const WEBHOOK = 'POST /rest/api/public/razorpay/webhook';
/** Multipart routes: their forms are generated from the fields they read (api-fuzz/raw-bodies.ts). */
const MULTIPART = new Set(Object.keys(MULTIPART_FIELDS));
/** Routes that end the caller's session; they take no input, so there is nothing to fuzz. */
const SKIPPED = new Set(['POST /rest/api/logout', 'POST /rest/api/refresh-token']);

/** Every route that takes input, the live invitation page (outside /rest/api) included. */
const FUZZED = routes.filter(
  (route) =>
    route.method !== 'HEAD' &&
    route.key !== WEBHOOK &&
    !SKIPPED.has(route.key) &&
    (route.pathParams.length || route.query.length || route.body || MULTIPART.has(route.key)),
);

// ---- who may call what: the admin's token on admin routes, the intruder's elsewhere ----
const adminRoutes = new Set<string>();
for (const route of FUZZED) {
  const input = inputFor(route, intruder);
  const asUser = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url: urlOf(route, input.path, input.query),
    headers: { authorization: intruder.authorization },
  });
  if (asUser.statusCode === 403) adminRoutes.add(route.key);
}

// ---- response schemas, compiled once ----
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const doc = (await t.app.inject({ method: 'GET', url: '/rest/api/openapi.json' })).json();
const validators = new Map<string, ValidateFunction>();
function responseValidator(route: RouteSpec, status: number): ValidateFunction | undefined {
  const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const responses = doc.paths?.[openApiPath]?.[route.method.toLowerCase()]?.responses ?? {};
  const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  const jsonSchema: JsonSchema | undefined = declared?.content?.['application/json']?.schema;
  if (!jsonSchema) return undefined;
  const key = `${route.key} ${status}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(withNullInEnums(structuredClone(jsonSchema))));
  return validators.get(key);
}

/**
 * The OpenAPI document writes a nullable enum (TypeBox's union of an enum and null) as OpenAPI 3.0's
 * `{enum, nullable: true}`, which ajv reads as "one of the enum" only; put null back in the list.
 */
function withNullInEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(withNullInEnums);
  else if (node && typeof node === 'object') {
    const schema = node as { nullable?: boolean; enum?: unknown[] };
    if (schema.nullable && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    Object.values(node).forEach(withNullInEnums);
  }
  return node;
}

const snapshot = () => stateOf(t, RECORDS_OF_REFUSALS);

let ipCounter = 0;
/** Each request from its own address, so rate limits (tested elsewhere) never mask an answer. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A route's input, and for a multipart route the form it sends. */
interface FuzzInput extends RouteInput {
  form?: { payload: Buffer; contentType: string };
}

/** Generated from the schemas, or a valid input with one arbitrary change; multipart routes get a form too. */
function inputArbitrary(route: RouteSpec): fc.Arbitrary<FuzzInput> {
  const input = urlInputArbitrary(route);
  if (!MULTIPART.has(route.key)) return input;
  return fc.tuple(input, multipartArbitrary(route.key)).map(([urlInput, form]) => ({ ...urlInput, form }));
}

function urlInputArbitrary(route: RouteSpec): fc.Arbitrary<RouteInput> {
  const valid = inputFor(route, intruder);
  const pathArbitrary = fc.record(
    Object.fromEntries(
      route.pathParams.map((p) => [
        p.name,
        fc.oneof(fc.constant(valid.path[p.name]), arbitraryFor(p.schema).map(String)),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryArbitrary = fc.record(
    Object.fromEntries(route.query.map((q) => [q.name, arbitraryFor(q.schema).map(asQueryValue)])),
    { requiredKeys: route.query.filter((q) => q.required).map((q) => q.name) },
  ) as fc.Arbitrary<Record<string, string | string[]>>;
  const hasBody = route.body && route.method !== 'GET';
  const bodyArbitrary: fc.Arbitrary<unknown> = hasBody
    ? fc.oneof(arbitraryFor(route.body!), mutationOf(valid.body, route.body!))
    : fc.constant(undefined);
  const generated = fc.record({ path: pathArbitrary, query: queryArbitrary, body: bodyArbitrary });
  const mutated = fc.record({
    path: fc.constant(valid.path),
    query: fc.oneof(
      fc.constant(valid.query),
      queryArbitrary.map((query) => ({ ...valid.query, ...query })),
      fc
        .dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 2 })
        .map((extra) => ({ ...extra, ...valid.query })),
    ),
    body: hasBody ? mutationOf(valid.body, route.body!) : fc.constant(valid.body),
  });
  return fc.oneof(generated, mutated);
}

let state: StateSnapshot;

/** Sends one input and checks the answer; gives its status (0 when the input cannot travel in a URL). */
async function checkOne(route: RouteSpec, input: FuzzInput): Promise<number> {
  const headers: Record<string, string> = {
    ...input.headers,
    authorization: adminRoutes.has(route.key) ? admin.authorization : intruder.authorization,
  };
  let payload: string | Buffer | undefined;
  if (input.form) {
    payload = input.form.payload;
    headers['content-type'] = input.form.contentType;
  } else if (input.body !== undefined && route.method !== 'GET') {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  let url: string;
  try {
    url = urlOf(route, input.path, input.query);
  } catch {
    return 0; // a lone surrogate cannot travel in a URL at all
  }
  const response = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    headers,
    payload,
    remoteAddress: nextIp(),
  });
  const what = `${url} ${payload?.toString('utf8').slice(0, 400) ?? ''}`;
  state = await checkAnswer(route, response, what, state, snapshot);
  return response.statusCode;
}

/** The properties every answer has: no 5xx, a refusal changes nothing, a 2xx matches its declared schema. */
async function checkAnswer(
  route: RouteSpec,
  response: LightMyRequestResponse,
  what: string,
  before: StateSnapshot,
  snapshotNow: () => Promise<StateSnapshot>,
): Promise<StateSnapshot> {
  expectSaneAnswer(response, route.key, what);
  const after = await snapshotNow();
  if (response.statusCode >= 400)
    expect(after, `${route.key} refused ${what} yet changed rows or files`).toEqual(before);
  if (response.statusCode < 300 && String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    const validate = responseValidator(route, response.statusCode);
    if (validate && !validate(response.json()))
      expect.fail(
        `${route.key} answered ${response.statusCode} outside its schema for ${what}: ${ajv.errorsText(validate.errors)} ${response.body.slice(0, 300)}`,
      );
  }
  return after;
}

describe('every route, fuzzed from its own schema', () => {
  it('covers the routes that take input', () => {
    expect(FUZZED.length).toBeGreaterThanOrEqual(40);
    const keys = FUZZED.map((route) => route.key);
    for (const key of [...MULTIPART, 'GET /invite/:slug']) expect(keys).toContain(key);
    expect(owner.slug).toBeTruthy();
  });

  for (const route of FUZZED) {
    it(route.key, async () => {
      state = await snapshot();
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(inputArbitrary(route), async (input) => {
          statuses.add(await checkOne(route, input));
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      // A generated form is sometimes a file the route keeps and sometimes one it refuses.
      if (MULTIPART.has(route.key)) {
        expect(
          [...statuses].some((status) => status < 300),
          `${route.key} accepted no form`,
        ).toBe(true);
        expect(
          [...statuses].some((status) => status >= 400),
          `${route.key} refused no form`,
        ).toBe(true);
      }
    });
  }
});

describe('what "a refusal changes nothing" compares', () => {
  it('sees an edited row and a file left behind, not only a changed row count', async () => {
    const before = await snapshot();
    await t.app.ctx.db.execute(sql`update users set full_name = full_name || '!' where id = ${intruder.id}`);
    const edited = await snapshot();
    expect(edited.tables.users).not.toEqual(before.tables.users);
    await t.app.ctx.db.execute(sql`update users set full_name = left(full_name, -1) where id = ${intruder.id}`);
    expect(await snapshot()).toEqual(before);
    const leftover = join(t.config.uploadsDir, 'leftover.part');
    writeFileSync(leftover, 'x');
    try {
      expect((await snapshot()).files).not.toEqual(before.files);
    } finally {
      rmSync(leftover);
    }
  });
});

describe('the payment webhook, fuzzed from the events it reads, signed and unsigned', () => {
  it(WEBHOOK, async () => {
    const secret = 'whsec-fuzz';
    const r = await createTestApp({
      overrides: {
        paymentProvider: 'razorpay',
        razorpay: { keyId: 'rzp_test_k', keySecret: 's', webhookSecret: secret, apiBase: 'http://127.0.0.1:9' },
      },
    });
    try {
      const buyer = await createUserWithToken(r, { email: 'webhook.buyer@example.in' });
      const orders = [];
      for (const templateId of ['wed001', 'wed002']) {
        const order = await createOrder(r.app.ctx.db, {
          userId: buyer.id,
          template: findTemplate(templateId)!,
          packType: 'premium',
          provider: 'razorpay',
          now: r.clock.now(),
        });
        orders.push({ id: order.id, amountPaise: order.amountRupees * 100 });
      }
      const route = routes.find((one) => one.key === WEBHOOK)!;
      const snapshotNow = () => stateOf(r, RECORDS_OF_REFUSALS);
      let before = await snapshotNow();
      const body = fc.oneof(
        { weight: 4, arbitrary: arbitraryFor(webhookBodySchema(orders)) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      );
      const signature = fc.constantFrom('valid', 'wrong', 'missing', 'not hex');
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(body, signature, async (event, how) => {
          const raw = JSON.stringify(event) ?? 'null';
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (how === 'valid') headers['x-razorpay-signature'] = signWebhook(raw, secret);
          if (how === 'wrong') headers['x-razorpay-signature'] = signWebhook(raw, 'another secret');
          if (how === 'not hex') headers['x-razorpay-signature'] = 'zz'.repeat(32);
          const response = await r.app.inject({ method: 'POST', url: route.path, payload: raw, headers });
          statuses.add(response.statusCode);
          before = await checkAnswer(route, response, `${how} signature, ${raw.slice(0, 300)}`, before, snapshotNow);
        }),
        { numRuns: RUNS_PER_ROUTE * 4, seed: SEED, endOnFailure: true },
      );
      // Both sides were reached: refusals of bad signatures and bodies the handler read.
      expect([...statuses]).toEqual(expect.arrayContaining([200, 400]));
    } finally {
      await r.close();
    }
  });
});
