import { QrCode } from '../QrCode';
import { t } from '../i18n';
import type { SiteLanguage } from '../../shared/look';
import type { ShagunOffer } from './types';

/**
 * "Send your blessings": the hosts' UPI ID as a QR code and as text to copy, first, because some UPI apps refuse
 * links to personal IDs; on phones also a button opening the UPI app. Nothing here says a gift arrived: a
 * personal UPI ID sends no confirmation back. The copy button appears only once the page's script can copy
 * (entry.ts); without it the ID is selected whole with one long press.
 */
export function Shagun({ offer, lang }: { offer: ShagunOffer; lang: SiteLanguage }) {
  const name = offer.payeeName;
  return (
    <div className="live-shagun">
      <p className="live-shagun__intro">{t(lang, 'shagunIntro', { name })}</p>
      <div className="live-shagun__qr">
        <QrCode value={offer.payLink} size={184} label={t(lang, 'shagunQrLabel', { name })} />
        <p className="live-shagun__payee">{name}</p>
      </div>
      <div className="live-shagun__id">
        <span className="live-shagun__id-label">{t(lang, 'shagunUpiId')}</span>
        <code className="live-shagun__upi" data-copy-value={offer.upiId}>
          {offer.upiId}
        </code>
        <button
          type="button"
          className="inv-button inv-button--ghost live-shagun__copy"
          data-copy={offer.upiId}
          data-copied-label={t(lang, 'shagunCopied')}
          hidden
        >
          {t(lang, 'shagunCopy')}
        </button>
      </div>
      <a className="inv-button live-shagun__app" href={offer.payLink}>
        {t(lang, 'shagunOpenApp')}
      </a>
      <p className="live-note live-shagun__honest">{t(lang, 'shagunHonest')}</p>
    </div>
  );
}
