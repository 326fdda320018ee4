/**
 * Every refusal's answer: `error` (the status text), `message` (a sentence a person can read) and `responce`
 * (the same sentence, where the spec's clients look), plus any details the refusal carries (such as an
 * account code in `responceId`). The server raises it with `HttpError` (src/server/http/errors.ts).
 */
import { Type, type Static } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    responce: Type.String(),
    /** The request's id (also in the x-request-id header and every log line of the request), for support. */
    requestId: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type ErrorResponse = Static<typeof ErrorResponse>;
