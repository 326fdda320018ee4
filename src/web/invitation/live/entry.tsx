/**
 * The live page's own client. The invitation itself is plain HTML from the server; this file only (1) loads
 * the design's fonts after the first paint, (2) wires the music and the countdown with plain DOM and (3)
 * hydrates the guests' forms (islands) when they come near the screen or are touched, so a phone spends no
 * time on React while the guest reads the cover.
 * No router, no axios, no account code, no form engine.
 */
import { loadFamily } from '../fonts/families';
import { loadScriptFont } from '../i18n/script-fonts';
import { wireCountdown } from './countdown-clock';
import { wireMusic } from './music';
import './styles';

// The server names the design's two families (data-fonts="Cinzel|Lora").
for (const family of (document.documentElement.dataset.fonts ?? '').split('|')) {
  if (family) void loadFamily(family);
}

// A page the server drew in Hindi or Kannada loads that script's face (English pages never do).
const pageLanguage = document.documentElement.lang;
if (pageLanguage === 'hi' || pageLanguage === 'kn') void loadScriptFont(pageLanguage);

// The music and the countdown are plain DOM work: no island, so React does not load for them at first paint.
document.querySelectorAll<HTMLElement>('.live-music').forEach(wireMusic);
document.querySelectorAll<HTMLElement>('[data-countdown]').forEach(wireCountdown);

const boxes = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const done = new WeakSet<HTMLElement>();
let hydrator: Promise<unknown> | undefined;
// The hydrating module is a build entry of its own, named by the server from Vite's manifest, so this file
// stays a few hundred bytes and the storefront's chunks are not reshaped around it.
const hydrateUrl = document.documentElement.dataset.islands;

function hydrate(box: HTMLElement): void {
  if (done.has(box) || !hydrateUrl) return;
  done.add(box);
  hydrator ??= import(/* @vite-ignore */ hydrateUrl);
  // Same name as HYDRATE_EVENT in hydrate.ts (not imported: that would pull React into this file).
  void hydrator.then(() => box.dispatchEvent(new Event('invite-hydrate', { bubbles: true })));
}

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      hydrate(entry.target as HTMLElement);
    }
  },
  // Well before a form scrolls into view, so it is live by the time a guest reaches it.
  { rootMargin: '800px 0px' },
);
for (const box of boxes) {
  near.observe(box);
  // A guest who jumps straight to a form (the navigation's links) gets it at once.
  box.addEventListener('focusin', () => hydrate(box), { once: true });
  box.addEventListener('pointerdown', () => hydrate(box), { once: true });
}
