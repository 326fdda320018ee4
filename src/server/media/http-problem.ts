import type { FastifyReply } from 'fastify';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};

/** A refusal in the app's error shape (`error`, `message`, and the spec's `responce`), plus any details. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  message: string,
  details: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .send({ error: STATUS_TEXT[status] ?? 'Bad Request', message, responce: message, ...details });
}

/** The JSON Schema of those refusals, for route declarations. */
export const problemSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    responce: { type: 'string' },
  },
  additionalProperties: true,
} as const;
