import { errorResponseSchema } from '../http/errors';

/** The refusals every admin call can answer: bad input, no valid token, not the admin, no such record. */
export const adminRefusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
