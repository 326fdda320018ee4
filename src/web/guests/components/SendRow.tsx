import { memo } from 'react';
import type { Household, SentRequest } from '../../../shared/api/guests';
import { formatPhone } from '../../../shared/phone';
import { BrandIcon, Icon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { fillMessage, LANGUAGE_LABELS, smsHref, whatsappHref, type MessageKind } from '../messages';
import { StatusChips } from './StatusChips';

interface Props {
  household: Household;
  kind: MessageKind;
  /** The text for the household's language, with `{name}` and `{link}` still in it. */
  text: string;
  onSent: (household: Household, request: Required<SentRequest>) => void;
}

const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** One household to send to: WhatsApp with the message written, SMS, the phone's share sheet, or the link copied. */
export const SendRow = memo(function SendRow({ household, kind, text, onSent }: Props) {
  const message = fillMessage(text, household);
  const sent = (channel: Required<SentRequest>['channel']) => onSent(household, { kind, channel });

  async function share() {
    try {
      await navigator.share({ text: message });
      sent('share');
    } catch {
      // The host closed the share sheet: nothing was sent.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(household.link);
      toast.success('Link copied.');
      sent('copy');
    } catch {
      toast.error('Copying is blocked here. Press and hold the link to copy it.');
    }
  }

  return (
    <li className="send-row" data-testid="send-row">
      <div className="send-row__who">
        <strong>{household.name}</strong>
        <span className="send-row__facts">
          {household.phone ? formatPhone(household.phone) : 'No mobile'} · {LANGUAGE_LABELS[household.language]}
        </span>
        <span className="hh__chips">
          <StatusChips status={household.status} />
        </span>
      </div>
      <div className="send-row__buttons">
        {household.phone ? (
          <>
            <a
              className="btn btn--wa"
              href={whatsappHref(household.phone, message)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => sent('whatsapp')}
            >
              <BrandIcon name="whatsapp" /> {kind === 'reminder' ? 'Remind' : 'WhatsApp'}
              <span className="visually-hidden"> {household.name}</span>
            </a>
            <a className="icon-btn" href={smsHref(household.phone, message)} onClick={() => sent('sms')}>
              SMS<span className="visually-hidden"> to {household.name}</span>
            </a>
          </>
        ) : null}
        {canShare && (
          <button type="button" className="icon-btn" onClick={share} aria-label={`Share with ${household.name}`}>
            <Icon name="share" size={20} />
          </button>
        )}
        <button type="button" className="icon-btn" onClick={copy} aria-label={`Copy the link of ${household.name}`}>
          Copy
        </button>
      </div>
    </li>
  );
});
