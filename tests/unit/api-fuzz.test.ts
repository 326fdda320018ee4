/**
 * Every route fuzzed from its own declared schemas: bodies, path values and querystrings generated from the
 * JSON Schema the route publishes, plus arbitrary changes to an input it accepts. Whatever arrives, the
 * server never answers 5xx, a refusal changes no row, and every 2xx answer matches the response schema the
 * route declares for that status. Runs are bounded and seeded; a failure prints the seed to replay it with
 * FUZZ_SEED=<seed>.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { createTestApp, createUserWithToken } from '../../src/server/testing/test-app';
import { expectSaneAnswer } from './api-robustness/answers';
import { createIntruder, createOwner } from './api-robustness/fixtures';
import { inputFor, type RouteInput } from './api-robustness/inputs';
import { discoverRoutes, urlOf, type JsonSchema, type RouteSpec } from './api-robustness/routes';
import { arbitraryFor, asQueryValue, mutationOf } from './api-fuzz/arbitraries';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

const t = await createTestApp();
const routes = await discoverRoutes(t.app);
const owner = await createOwner(t);
const intruder = await createIntruder(t);
const admin = await createUserWithToken(t, { email: 'admin.fuzz@example.in', role: 'admin' });
afterAll(() => t.close());

/** Routes whose body is not JSON (multipart, raw signed bytes) or that take none: only their URL is fuzzed. */
const NON_JSON_BODIES = new Set([
  'POST /rest/api/public/razorpay/webhook',
  'POST /rest/api/public/upload',
  'POST /rest/api/public/upload-public',
  'POST /rest/api/private/look/:templateId/music',
  'POST /rest/api/public/live/:slug/photos',
]);
/** Routes that end the caller's session; they take no input, so there is nothing to fuzz. */
const SKIPPED = new Set(['POST /rest/api/logout', 'POST /rest/api/refresh-token']);

const FUZZED = routes.filter(
  (route) =>
    route.path.startsWith('/rest/api/') &&
    route.method !== 'HEAD' &&
    !SKIPPED.has(route.key) &&
    (route.pathParams.length || route.query.length || (route.body && !NON_JSON_BODIES.has(route.key))),
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

// ---- one query for the row count of every table ----
const TABLE_NAMES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));
const COUNT_QUERY = sql.raw(
  TABLE_NAMES.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all '),
);
async function rowCounts(): Promise<Record<string, number>> {
  const result = (await t.app.ctx.db.execute(COUNT_QUERY)) as unknown as { rows: { name: string; n: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.n)]));
}

/** Tables whose rows record refused requests on purpose (failed sign-ins feed the throttle). */
const RECORDS_OF_REFUSALS = ['auth_attempts'];
const withoutRecordsOfRefusals = (all: Record<string, number>) =>
  Object.fromEntries(Object.entries(all).filter(([name]) => !RECORDS_OF_REFUSALS.includes(name)));

let ipCounter = 0;
/** Each request from its own address, so rate limits (tested elsewhere) never mask an answer. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Generated from the schemas, or a valid input with one arbitrary change. */
function inputArbitrary(route: RouteSpec): fc.Arbitrary<RouteInput> {
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
  const hasBody = route.body && !NON_JSON_BODIES.has(route.key) && route.method !== 'GET';
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

let counts: Record<string, number>;

async function checkOne(route: RouteSpec, input: RouteInput): Promise<void> {
  const headers: Record<string, string> = {
    ...input.headers,
    authorization: adminRoutes.has(route.key) ? admin.authorization : intruder.authorization,
  };
  let payload: string | undefined;
  if (input.body !== undefined && route.method !== 'GET' && !NON_JSON_BODIES.has(route.key)) {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  let url: string;
  try {
    url = urlOf(route, input.path, input.query);
  } catch {
    return; // a lone surrogate cannot travel in a URL at all
  }
  const response = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    headers,
    payload,
    remoteAddress: nextIp(),
  });
  const what = `${url} ${payload?.slice(0, 400) ?? ''}`;
  expectSaneAnswer(response, route.key, what);
  const after = await rowCounts();
  if (response.statusCode >= 400)
    expect(withoutRecordsOfRefusals(after), `${route.key} refused ${what} yet changed rows`).toEqual(
      withoutRecordsOfRefusals(counts),
    );
  counts = after;
  if (response.statusCode < 300 && String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    const validate = responseValidator(route, response.statusCode);
    if (validate && !validate(response.json()))
      expect.fail(
        `${route.key} answered ${response.statusCode} outside its schema for ${what}: ${ajv.errorsText(validate.errors)} ${response.body.slice(0, 300)}`,
      );
  }
}

describe('every route, fuzzed from its own schema', () => {
  it('covers the routes that take input', () => {
    expect(FUZZED.length).toBeGreaterThanOrEqual(40);
    expect(owner.slug).toBeTruthy();
  });

  for (const route of FUZZED) {
    it(route.key, async () => {
      counts = await rowCounts();
      await fc.assert(
        fc.asyncProperty(inputArbitrary(route), (input) => checkOne(route, input)),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    });
  }
});
