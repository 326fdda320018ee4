/**
 * The browser storage keys the spec names; nothing else may invent its own key for the same thing. Here rather
 * than in the web app: the invitation renderer (the guest page) keeps a guest's choices under some of them too.
 */
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
  /** sessionStorage: typed text kept across a forced re-login (web/app/kept-drafts.ts). */
  keptDrafts: 'keptDrafts',
} as const;

/** A guest's RSVP to one live site (answer and edit token), kept on the device to change it later. */
export function liveRsvpKey(slug: string): string {
  return `rsvp:${slug}`;
}
