/**
 * The live page's music without React: the server drew the control (audio with preload="none" and its
 * button); this wires it up. Nothing downloads before the guest's first tap, which starts the music in that
 * same gesture (phones allow sound only there) unless this device muted it before; the button plays or mutes
 * and remembers which. The storage key comes from the page (storage.ts names it on the server), so this file
 * pulls no shared chunk in.
 */
const FIRST_TOUCH = ['click', 'keydown', 'touchend'] as const;

export function wireMusic(box: HTMLElement): void {
  const audio = box.querySelector('audio');
  const button = box.querySelector<HTMLButtonElement>('.inv-music');
  if (!audio || !button) return;
  const key = box.dataset.mutedKey ?? '';
  const remember = (muted: boolean) => {
    try {
      localStorage.setItem(key, muted ? '1' : '0');
    } catch {
      // Private modes may refuse storage; the control still works for this visit.
    }
  };
  const show = (playing: boolean) => {
    const label = (playing ? box.dataset.labelMute : box.dataset.labelPlay) ?? '';
    button.classList.toggle('is-playing', playing);
    button.setAttribute('aria-pressed', String(playing));
    button.setAttribute('aria-label', label);
    button.title = label;
    // The slash across the note says "silent".
    button.querySelector('path:last-of-type')?.setAttribute('display', playing ? 'none' : 'inline');
  };
  audio.addEventListener('play', () => show(true));
  audio.addEventListener('pause', () => show(false));
  button.addEventListener('click', () => {
    if (audio.paused) {
      remember(false);
      audio.play().catch(() => undefined);
    } else {
      audio.pause();
      remember(true);
    }
  });

  // Says the control is wired (tests wait for it).
  box.dataset.live = 'true';
  let muted = false;
  try {
    muted = localStorage.getItem(key) === '1';
  } catch {
    // Without storage the first tap starts the music.
  }
  if (muted) return;
  const start = (event: Event) => {
    FIRST_TOUCH.forEach((name) => document.removeEventListener(name, start, true));
    // The music button does its own thing with the same tap.
    if (event.target instanceof Element && event.target.closest('.inv-music')) return;
    audio.play().catch(() => undefined);
  };
  FIRST_TOUCH.forEach((name) => document.addEventListener(name, start, true));
}
