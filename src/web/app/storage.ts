/** The browser storage keys the spec names; nothing else may invent its own key for the same thing. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  accessTokenExpiration: 'accessTokenExpiration',
  userEmail: 'userEmail',
  fullName: 'fullName',
  selectedTemplate: 'selectedTemplate',
  orderedItems: 'orderedItems',
  paymentStatusInterval: 'paymentStatusInterval',
  activeTab: 'activeTab',
  tabValue: 'tabValue',
  chatMessages: 'chatMessages',
} as const;

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

/** A guest's RSVP to one live site (answer and edit token), kept on the device to change it later. */
export function liveRsvpKey(slug: string): string {
  return `rsvp:${slug}`;
}
