/** A guest form's refusal: what a service refused (its HttpError), caught here at the edge and said in the form. */
import { HttpError } from '../http/errors';

export interface Refusal {
  status: number;
  /** The service's English sentence; the form says it in the page's language (form-refusals.ts). */
  message: string;
  feature?: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Runs a service call for a form: undefined when it went through, its refusal when it refused. */
export async function attempt(call: () => Promise<unknown>): Promise<Refusal | undefined> {
  try {
    await call();
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const feature = typeof error.details.feature === 'string' ? error.details.feature : undefined;
    return {
      status: error.statusCode,
      message: error.message,
      ...(feature ? { feature } : {}),
      details: error.details,
      ...(Object.keys(error.headers).length ? { headers: error.headers } : {}),
    };
  }
}

/** Bad input is 422 on a form (the page drawn again with the fields); other refusals keep their status. */
export const refusedStatus = (status: number) => (status === 400 ? 422 : status);
