/**
 * The page's only HTTP helper: plain fetch (no axios on a guest's phone). A refusal becomes a SendError with
 * the server's status and message; refusal.ts turns it into words in the guest's language.
 */
export class SendError extends Error {
  constructor(
    /** The HTTP status, or 0 when the request never got an answer (no connection). */
    readonly status: number,
    /** The server's own sentence (English), kept for the console; guests read refusalText's. */
    message: string,
    /** The pack feature a 403 names (`{ feature: 'gallery' }` from the server's pack gate). */
    readonly feature?: string,
  ) {
    super(message);
  }
}

export async function send<T>(path: string, body: BodyInit | object): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      ...(isForm ? { body } : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
  } catch {
    throw new SendError(0, 'No connection.');
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string; feature?: string };
  if (!response.ok) throw new SendError(response.status, answer.message ?? '', answer.feature);
  return answer as T;
}

export function liveApi(slug: string, action: string): string {
  return `/rest/api/public/live/${encodeURIComponent(slug)}/${action}`;
}
