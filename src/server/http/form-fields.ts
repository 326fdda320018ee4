import type { FastifyInstance } from 'fastify';

/** An HTML form's fields by name (a repeated name keeps its last value). */
export type FormFields = Record<string, string | undefined>;

/**
 * Lets the routes of this plugin's scope read an HTML form post (url-encoded fields) as a plain object of its
 * fields, within `bodyLimit` bytes; the route's body schema then checks it as it checks JSON. The one reader of
 * url-encoded bodies.
 */
export function acceptFormFields(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
