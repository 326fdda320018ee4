/**
 * Discovers every route the app registers, from the router itself (printRoutes), and joins each with what
 * the generated OpenAPI document says it accepts. The router is the source of truth, so a route added
 * later is covered the moment it exists; the OpenAPI document only supplies its schemas.
 */
import type { FastifyInstance } from 'fastify';

export type JsonSchema = Record<string, any>;

export interface InputField {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface RouteSpec {
  method: string;
  /** Fastify's form: /rest/api/public/art/:id/:kind.svg */
  path: string;
  /** "GET /rest/api/public/art/:id/:kind.svg" */
  key: string;
  /** Present in the OpenAPI document. */
  documented: boolean;
  pathParams: InputField[];
  query: InputField[];
  /** Whether the query schema refuses unknown keys (it does when the route declares one). */
  queryDeclared: boolean;
  /** The JSON body schema, when the route declares one. */
  body?: JsonSchema;
}

/**
 * Parses `printRoutes({ commonPrefix: false })`: one line per router node, children indented by four
 * characters and continuing their parent's path ("/rest/api/public/upload" then "-public").
 */
export function parsePrintedRoutes(tree: string): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[3]) found.push({ path, methods: match[3].split(',').map((method) => method.trim()) });
  }
  return found;
}

export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export async function discoverRoutes(app: FastifyInstance): Promise<RouteSpec[]> {
  const doc = (await app.inject({ method: 'GET', url: '/rest/api/openapi.json' })).json();
  const routes: RouteSpec[] = [];
  for (const { path, methods } of parsePrintedRoutes(app.printRoutes({ commonPrefix: false }))) {
    for (const method of methods) {
      const operation = doc.paths?.[toOpenApiPath(path)]?.[method.toLowerCase()];
      const parameters: any[] = operation?.parameters ?? [];
      const field = (p: any): InputField => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} });
      const declaredPath = parameters.filter((p) => p.in === 'path').map(field);
      // A path parameter the document does not describe still exists: treat it as an unbounded string.
      const pathNames = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const pathParams = pathNames.map(
        (name) => declaredPath.find((p) => p.name === name) ?? { name, required: true, schema: { type: 'string' } },
      );
      const query = parameters.filter((p) => p.in === 'query').map(field);
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        documented: Boolean(operation),
        pathParams,
        query,
        queryDeclared: query.length > 0,
        body: operation?.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

/** The concrete URL of a route with the given path and query values (each one %-encoded). */
export function urlOf(
  route: RouteSpec,
  pathValues: Record<string, string>,
  query: Record<string, string | string[]> = {},
): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) search.append(key, one);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
