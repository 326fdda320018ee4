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
  /** sessionStorage: typed text kept across a forced re-login (account/kept-drafts.ts). */
  keptDrafts: 'keptDrafts',
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
