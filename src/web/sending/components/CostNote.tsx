import type { SendAllowance, SendChannel } from '../../../shared/api/sending';
import { MESSAGE_PACK } from '../../../shared/packs';
import { formatRupees } from '../../../shared/pricing';
import { messages } from '../words';
import { BuyMessagePack } from './BuyMessagePack';

interface Props {
  channel: SendChannel;
  /** API messages the batch would use: one per household chosen. */
  needed: number;
  allowance: SendAllowance | undefined;
}

/** What a batch costs against what is left, said before it starts, with the way to buy more when short. */
export function CostNote({ channel, needed, allowance }: Props) {
  if (channel === 'email')
    return <p className="send-cost">E-mail costs nothing: it does not use your WhatsApp messages.</p>;
  if (!allowance) return <p className="send-cost">Checking the WhatsApp messages you have left…</p>;
  const short = needed > allowance.left;
  return (
    <div className={`send-cost${short ? ' send-cost--short' : ''}`} data-testid="cost">
      <p>
        Uses {messages(needed)} of the {messages(allowance.left)} you have left
        {allowance.included + allowance.bought > 0 &&
          ` (${allowance.included.toLocaleString('en-IN')} with your pack, ${allowance.bought.toLocaleString('en-IN')} bought, ${allowance.used.toLocaleString('en-IN')} used)`}
        .
      </p>
      {short && (
        <>
          <p role="alert">
            That is {messages(needed - allowance.left)} more than you have. A message pack adds{' '}
            {messages(MESSAGE_PACK.messages)} for {formatRupees(MESSAGE_PACK.priceRupees)} + GST. Or send to fewer
            households, by e-mail, or from your own WhatsApp (free).
          </p>
          <BuyMessagePack />
        </>
      )}
    </div>
  );
}
