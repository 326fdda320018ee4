/**
 * The page's only HTTP helper: plain fetch (no axios on a guest's phone). Refusals carry `{ message }` from
 * the server's one error shape; the message is shown to the guest as it is.
 */
export class SendError extends Error {}

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
    throw new SendError('No connection. Check your internet and try again.');
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new SendError(answer.message || 'Something went wrong. Please try again.');
  return answer as T;
}

export function liveApi(slug: string, action: string): string {
  return `/rest/api/public/live/${encodeURIComponent(slug)}/${action}`;
}
