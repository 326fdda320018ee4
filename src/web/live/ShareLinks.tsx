import { useState } from 'react';
import { QrCode } from '../../renderer/QrCode';
import { toast } from '../ui/toast';
import './publish.css';

/** WhatsApp's share link with the invitation's address as the message (no number: the buyer picks the chat). */
export function whatsappShareHref(url: string, name: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`You are invited! ${name}: ${url}`)}`;
}

/** A live invitation's address as a link, with Copy link, a WhatsApp share link and a QR code. */
export function ShareLinks({ url, name, qrSize = 132 }: { url: string; name: string; qrSize?: number }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Link copied.');
    } catch {
      toast.error('Copying is blocked here. Press and hold the address to copy it.');
    }
  }

  return (
    <div className="share">
      <div className="share__links">
        <a href={url} target="_blank" rel="noreferrer" className="share__address">
          {url.replace(/^https?:\/\//, '')}
        </a>
        <div className="share__buttons">
          <button type="button" className="btn btn--ghost" onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
          <a className="btn btn--whatsapp" href={whatsappShareHref(url, name)} target="_blank" rel="noreferrer">
            Share on WhatsApp
          </a>
        </div>
      </div>
      <QrCode value={url} size={qrSize} label={`QR code of ${url}`} />
    </div>
  );
}
