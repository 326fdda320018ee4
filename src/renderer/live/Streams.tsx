import { t } from '../i18n';
import type { SiteLanguage } from '../../shared/look';
import type { StreamLink } from './types';

/**
 * Each function with a stream: "Watch live" while it is on (India time, decided by the server when it drew the
 * page), "Watch the recording" after it, and before it the address to keep.
 */
export function Streams({ streams, lang }: { streams: StreamLink[]; lang: SiteLanguage }) {
  return (
    <ul className="live-streams">
      {streams.map((stream) => (
        <li key={stream.key} className={`live-streams__item live-streams__item--${stream.state}`}>
          <span className="live-streams__title">
            {stream.title}
            {stream.state === 'live' && <span className="live-streams__now">{t(lang, 'streamLiveNow')}</span>}
          </span>
          <a
            className={`inv-button${stream.state === 'live' ? '' : ' inv-button--ghost'}`}
            href={stream.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(
              lang,
              stream.state === 'live'
                ? 'streamWatchLive'
                : stream.state === 'recording'
                  ? 'streamRecording'
                  : 'streamLink',
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
