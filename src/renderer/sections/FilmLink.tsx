import { t } from '../i18n';
import { Icon } from '../icons';
import type { SiteLanguage } from '../../shared/look';

/**
 * "Watch the film": a plain link to the function's film, which the phone plays in its own player (no script on
 * the page, and no `download`, so it plays rather than saves).
 */
export function FilmLink({ href, lang }: { href: string; lang: SiteLanguage }) {
  return (
    <a className="inv-button inv-button--ghost" href={href} type="video/mp4">
      <Icon name="play" />
      {t(lang, 'watchFilm')}
    </a>
  );
}
