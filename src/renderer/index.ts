/** The invitation renderer's public face: the preview, the customiser and the live site import from here. */
export { Invitation, type InvitationLook, type InvitationProps } from './Invitation';
export type { InvitationExtras, InvitationMode } from './types';
export { loadFontPair } from './fonts/load';
