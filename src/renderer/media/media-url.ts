/**
 * Where an image value points. Content holds stored file names (never data): `sample:<subject>` in sample
 * content is drawn by the renderer, anything else is a file on our server.
 */
import { downloadUrl } from '../../shared/download-url';
import { STORAGE_KEYS } from '../../shared/storage-keys';

export { downloadUrl };

export const SAMPLE_PREFIX = 'sample:';

export function sampleSubject(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith(SAMPLE_PREFIX) ? value.slice(SAMPLE_PREFIX.length) : null;
}

/**
 * Fetches a stored file with the signed-in user's token, for servers that only hand files to their owner
 * (the spec's client builds a local address the same way). Resolves to an object URL the caller revokes.
 */
export async function fetchWithToken(fileName: string): Promise<string | null> {
  const token = localStorage.getItem(STORAGE_KEYS.accessToken);
  if (!token) return null;
  const response = await fetch(downloadUrl(fileName), { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}
