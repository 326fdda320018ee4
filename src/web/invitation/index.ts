/**
 * The invitation renderer (src/renderer) as the web app shows it: its components with their stylesheets,
 * which the components leave to the browser's entries (the server draws them in Node, where CSS cannot load).
 */
import '../../renderer/styles';

export { Invitation, type InvitationLook } from '../../renderer';
