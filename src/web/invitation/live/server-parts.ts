/** What the server renders of the live page (see src/server/invite). */
export { LivePage } from './LivePage';
export { AccessGatePage, InviteNotFoundPage } from './GatePages';
export { summarise } from './summary';
export type { LivePageProps, PublicPhoto, PublicWish } from './types';
