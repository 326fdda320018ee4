import type { Design } from '../../shared/catalogue';
import type { SiteLanguage } from '../../shared/look';
import { POLICY } from '../../shared/policy';
import { designStyle } from '../design';
import { t } from '../i18n';
import { Emblem } from '../ornaments/Ornaments';
import { AccessForm } from './AccessForm';
import type { GuestForms } from './form-state';

/**
 * A site with an access code: only the code form until this device has typed the right code, in the language
 * the guest's link or browser asks for.
 */
export function AccessGatePage({
  slug,
  design,
  lang,
  state,
}: {
  slug: string;
  design: Design;
  lang: SiteLanguage;
  /** After a wrong code was posted: why. */
  state?: GuestForms['access'];
}) {
  return (
    <main className="inv live-gate" style={designStyle(design)}>
      <div className="live-gate__card">
        <Emblem motif={design.motif} size={64} />
        <h1>{t(lang, 'accessTitle')}</h1>
        <p>{t(lang, 'accessPrompt')}</p>
        <AccessForm slug={slug} lang={lang} state={state} />
      </div>
    </main>
  );
}

/** Unknown or unpublished addresses, in the language the guest's link or browser asks for. */
export function InviteNotFoundPage({ lang = 'en' }: { lang?: SiteLanguage }) {
  return (
    <main className="live-gate live-gate--plain">
      <div className="live-gate__card">
        <h1>{t(lang, 'notFoundTitle')}</h1>
        <p>{t(lang, 'notFoundText')}</p>
        <p>
          <a className="inv-button" href="/">
            {t(lang, 'notFoundHome', { product: POLICY.productName })}
          </a>
        </p>
      </div>
    </main>
  );
}
