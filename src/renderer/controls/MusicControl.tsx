import { useEffect, useRef, useState } from 'react';
import type { SiteLanguage } from '../../shared/look';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { t } from '../i18n';

/** Events that let a page start sound (phones block it before the guest touches the page). */
const FIRST_TOUCH = ['click', 'keydown', 'touchend'] as const;

function mutedOnThisDevice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.inviteMusicMuted) === '1';
  } catch {
    return false;
  }
}

function rememberMuted(muted: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.inviteMusicMuted, muted ? '1' : '0');
  } catch {
    // Private modes may refuse storage; the control still works for this visit.
  }
}

/**
 * The invitation's music: nothing is downloaded before the guest acts (`preload="none"`); the first tap anywhere
 * starts it unless this device muted it before, and the button plays or mutes it and remembers which.
 */
export function MusicControl({
  src,
  lang,
  startOnFirstTouch,
}: {
  src: string;
  lang: SiteLanguage;
  startOnFirstTouch: boolean;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!startOnFirstTouch || mutedOnThisDevice()) return;
    const start = (event: Event) => {
      stop();
      // The music button does its own thing with the same tap.
      if (event.target instanceof Element && event.target.closest('.inv-music')) return;
      audio.current?.play().catch(() => undefined);
    };
    const stop = () => FIRST_TOUCH.forEach((name) => document.removeEventListener(name, start, true));
    FIRST_TOUCH.forEach((name) => document.addEventListener(name, start, true));
    return stop;
  }, [startOnFirstTouch, src]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      rememberMuted(true);
    } else {
      rememberMuted(false);
      element.play().catch(() => undefined);
    }
  };

  return (
    <>
      {/* Background music: the bundled tracks are instrumental and a buyer's own track comes with no captions to
          offer; the guest plays or mutes it with the button beside it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        src={src}
        preload="none"
        loop
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="invitation-music"
      />
      <button
        type="button"
        className={`inv-music${playing ? ' is-playing' : ''}`}
        aria-pressed={playing}
        aria-label={t(lang, playing ? 'musicMute' : 'musicPlay')}
        title={t(lang, playing ? 'musicMute' : 'musicPlay')}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M9 18V6l10-2v12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="6.5" cy="18" r="2.5" fill="currentColor" />
          <circle cx="16.5" cy="16" r="2.5" fill="currentColor" />
          {!playing && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </>
  );
}
