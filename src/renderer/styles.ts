/**
 * The invitation's stylesheets, imported by the browser's entries that show it (the web app's previews, the
 * guest page's client), never by a component: the server draws the same components in Node, which cannot load
 * CSS, and finds the built stylesheet in Vite's manifest instead (src/server/invitation/assets.ts).
 */
import './fonts/language-names.css';
import './invitation.css';
import './ornaments/ornaments.css';
import './media/media.css';
