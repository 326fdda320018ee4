/**
 * The live page's own client, plain DOM only (no React on a guest's phone). The invitation and its forms are
 * HTML from the server and work without this file; it only (1) brings in the design's faces after the first
 * paint, all at once (fonts.ts), (2) wires the music and the countdown, (3) sends the forms without a reload, a
 * photo made small on the phone first (enhance-forms.ts), (4) fills the RSVP with this device's earlier answer
 * (remembered-rsvp.ts) and (5) shows the shagun section's copy button. It attaches to the DOM the server drew and
 * redraws nothing a guest may have touched.
 */
import { isSiteLanguage } from '../../shared/look/languages';
import { wireCopyButton } from './copy-button';
import { wireCountdown } from './countdown-clock';
import { enhanceForms } from './enhance-forms';
import { faceStylesheets } from './face-stylesheets';
import { wireMusic } from './music';
import { rememberRsvp } from './remembered-rsvp';
import './styles';

// The server names the design's two families (data-fonts="Cinzel|Lora"); a page the server drew in another
// language brings that script's face too (English pages never do). Asked for after the first paint, which
// shows the fallback faces: nothing that paint needs waits behind their requests.
const families = (document.documentElement.dataset.fonts ?? '').split('|').filter(Boolean);
const pageLanguage = document.documentElement.lang;
const scriptLanguage = isSiteLanguage(pageLanguage) ? pageLanguage : undefined;
requestAnimationFrame(() =>
  setTimeout(() => {
    const stylesheets = faceStylesheets(families, scriptLanguage);
    // A page that links the faces instead never reads these; a failed fetch is then no unhandled rejection.
    stylesheets.catch(() => undefined);
    void import('./fonts').then(({ showFaces }) => showFaces(stylesheets, families, scriptLanguage));
  }),
);

document.querySelectorAll<HTMLElement>('.live-music').forEach(wireMusic);
document.querySelectorAll<HTMLElement>('[data-countdown]').forEach(wireCountdown);
document.querySelectorAll<HTMLButtonElement>('button[data-copy]').forEach(wireCopyButton);
enhanceForms(document);
rememberRsvp(document);
// Says the forms are enhanced (tests and the benchmark wait for it).
document.documentElement.dataset.enhanced = 'true';
