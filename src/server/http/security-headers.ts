/**
 * The security headers of every answer (Content-Security-Policy, HSTS, X-Content-Type-Options ...), as the
 * `helmet` library words them, worked out once when the server starts.
 *
 * @fastify/helmet builds a new helmet middleware for every request, parsing the CSP directives again each time:
 * about a tenth of the server's work per request in a burst of guests opening an invitation (bench:abuse, e).
 * The headers do not depend on the request (no nonces are used: the pages' scripts are files), so they are
 * asked of helmet once and copied onto each answer. A route may still set its own (media files answer a
 * sandboxing CSP): what a route sets is written over these.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What `helmet(options)` sets on a response, by header name. */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
