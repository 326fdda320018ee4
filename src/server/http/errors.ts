import type { FastifyError, FastifyInstance } from 'fastify';

const API_PREFIX = '/rest/api';

/** Turns ajv's "body/email must match format" into a sentence that names the field. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'body';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const extra = (first.params as { additionalProperty?: string }).additionalProperty;
  if (missing) return `${where}.${path ? `${path}.` : ''}${missing} is required`;
  if (extra) return `${where}.${path ? `${path}.` : ''}${extra} is not allowed`;
  return `${where}${path ? `.${path}` : ''} ${first.message ?? 'is invalid'}`;
}

/**
 * Every error leaves as JSON with `error` and `message` (and `responce`, the spec's message field).
 * Client mistakes keep their 4xx; only real faults are 500 and their details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const message = validationMessage(error);
      return reply.code(400).send({ error: 'Bad Request', message, responce: message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal Server Error', message: 'Something went wrong. Please try again.', responce: 'Something went wrong. Please try again.' });
    }
    // Fastify's own client errors (malformed JSON, body too large, wrong content type) are safe to show.
    const message = error.message || 'Bad request';
    return reply.code(status).send({ error: error.name || 'Bad Request', message, responce: message });
  });
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

export { API_PREFIX };
