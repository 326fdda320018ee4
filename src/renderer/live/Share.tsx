import { QrCode } from '../QrCode';
import { Icon } from '../icons';
import { t } from '../i18n';
import type { SiteLanguage } from '../../shared/look';

/** Sharing without JavaScript: a WhatsApp link with a ready message, and a QR code of the address. */
export function Share({ url, title, lang = 'en' }: { url: string; title: string; lang?: SiteLanguage }) {
  const message = t(lang, 'shareMessage', { title, url });
  return (
    <div className="live-share">
      <a
        className="inv-button"
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="chat" />
        {t(lang, 'shareWhatsApp')}
      </a>
      <div className="live-share__qr">
        <QrCode value={url} size={148} label={t(lang, 'shareQrLabel')} />
        <p className="live-share__url">{url}</p>
      </div>
    </div>
  );
}
