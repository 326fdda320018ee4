/** What the server renders of the live page (see src/server/invite). */
export { LivePage } from './LivePage';
export { AccessGatePage, InviteNotFoundPage } from './GatePages';
export { summarise } from './summary';
export type { LivePageProps, PublicPhoto, PublicWish } from './types';
// The server draws every page in whichever language the guest asks for.
import '../i18n/all-languages';
