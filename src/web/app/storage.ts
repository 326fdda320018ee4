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
  /** A guest's choices on invitation pages, per device: the language, and music switched off. */
  inviteLanguage: 'inviteLanguage',
  inviteMusicMuted: 'inviteMusicMuted',
  /** The live site the buyer last chose, for every page that shows one. */
  selectedLiveId: 'selectedLiveId',
  /** sessionStorage: typed text kept across a forced re-login (app/kept-drafts.ts). */
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

/** A guest's RSVP to one live site (answer and edit token), kept on the device to change it later. */
export function liveRsvpKey(slug: string): string {
  return `rsvp:${slug}`;
}
