/**
 * The WhatsApp Cloud API's messages call. Meta answers `{messages: [{id: "wamid..."}]}`, or an error object
 * `{error: {message, type, code, error_data: {details}}}`: 429 and 5xx (and its throttling codes) are worth
 * another try later; any other 4xx (not a WhatsApp number, template paused or missing) will fail again.
 */
import type { WhatsAppConfig } from '../config';
import type { TemplateMessage } from './message';

export class SendRefused extends Error {
  /** `retry`: Meta or the network failed for now; otherwise the request itself is refused for good. */
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'SendRefused';
  }
}

/** Meta's throttling codes (rate, pair rate, spam rate limit): back off, then try again. */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

export async function postTemplateMessage(
  config: WhatsAppConfig,
  message: TemplateMessage,
  signal: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.any([signal, AbortSignal.timeout(20_000)]),
    });
  } catch (error) {
    throw new SendRefused(`The WhatsApp API could not be reached: ${(error as Error).message}`, true);
  }
  const body = (await response.json().catch(() => ({}))) as GraphError & { messages?: Array<{ id?: string }> };
  const id = body.messages?.[0]?.id;
  if (response.ok && typeof id === 'string' && id) return id;
  const error = body.error ?? {};
  const reason = [error.message, error.error_data?.details].filter(Boolean).join(': ') || `HTTP ${response.status}`;
  const retry = response.status === 429 || response.status >= 500 || response.ok || THROTTLED.has(error.code ?? 0);
  throw new SendRefused(`${reason}${error.code ? ` (${error.code})` : ''}`.slice(0, 300), retry);
}
