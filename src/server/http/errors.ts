import { STATUS_CODES } from 'node:http';
import { ErrorResponse } from '../../shared/api/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIX = '/rest/api';

/** Turns ajv's "body/email must match format" into a sentence that names the field. */
export function validationMessage(error: Pick<FastifyError, 'validation' | 'validationContext' | 'message'>): string {
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
 * Client mistakes keep their 4xx; an HttpError keeps whatever status it was thrown with (a 502 or 503 that
 * says what is wrong); any other fault is a 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return sendError(reply, 400, validationMessage(error));
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error.details);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, 'Something went wrong. Please try again.');
    }
    // Fastify's own client errors (malformed JSON, body too large, wrong content type) are safe to show.
    return sendError(reply, status, clientMessage(error), {}, error.name);
  });
}

/**
 * A refusal with a message a person can read: throw it from any route, hook or service and the error handler
 * sends `{error, message, responce, ...details}` with its status (and `headers`, e.g. Retry-After). The one
 * way to refuse a request.
 */
export class HttpError extends Error {
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    options: { headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Bad Request';
    this.headers = options.headers ?? {};
  }
}

/** The JSON Schema of every refusal, for route declarations (details such as `responceId` ride along). */
export const errorResponseSchema = ErrorResponse;

/** The only place an error body is made. Details never replace the three fields every client reads. */
function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  details: Record<string, unknown> = {},
  name?: string,
): FastifyReply {
  return reply
    .code(status)
    .send({ ...details, error: statusText(status, name), message, responce: message, requestId: reply.request.id });
}

/** The error's own name when it is a status text ("Not Found"), not a class name ("FastifyError"). */
function statusText(status: number, name: string | undefined): string {
  const generic = !name || name === 'Error' || name === 'FastifyError' || name.endsWith('Error');
  return generic ? (STATUS_CODES[status] ?? 'Bad Request') : name;
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return 'Unsupported content type. Please send JSON (Content-Type: application/json).';
  return error.message || 'Bad request';
}

/**
 * Fastify answers a few mistakes before routing (a path with broken %-escapes, a path segment over the
 * router's length limit); they get the same shape as every other error, without echoing the address.
 * Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it has a broken %-escape.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of the address is too long.'
        : clientMessage(error);
  // These are refused before the onRequest hooks run, so the answer gets its request id header here.
  reply.header('x-request-id', reply.request.id);
  sendError(reply, status, message, {}, error.name);
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

export { API_PREFIX };
