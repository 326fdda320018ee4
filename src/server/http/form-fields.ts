import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin's scope read an HTML form post (url-encoded fields) as a plain object of its
 * fields, within `bodyLimit` bytes; the route's body schema then checks it as it checks JSON.
 */
export function acceptFormFields(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
