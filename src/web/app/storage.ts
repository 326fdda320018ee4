/** The web app's browser storage: the spec's keys (shared with the guest page) and JSON reads and writes. */
export { STORAGE_KEYS } from '../../shared/storage-keys';

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
