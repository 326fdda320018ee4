import { QrCode } from '../../ui/QrCode';
import { Icon } from '../icons';

/** Sharing without JavaScript: a WhatsApp link with a ready message, and a QR code of the address. */
export function Share({ url, title }: { url: string; title: string }) {
  const message = `You are invited: ${title}. Open the invitation: ${url}`;
  return (
    <div className="live-share">
      <a
        className="inv-button"
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="chat" />
        Share on WhatsApp
      </a>
      <div className="live-share__qr">
        <QrCode value={url} size={148} label="QR code of the invitation address" />
        <p className="live-share__url">{url}</p>
      </div>
    </div>
  );
}
