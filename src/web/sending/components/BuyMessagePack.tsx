import { useNavigate } from 'react-router-dom';
import { MESSAGE_PACK } from '../../../shared/packs';
import { formatRupees } from '../../../shared/pricing';
import { errorMessage } from '../../app/api';
import { useAddMessagePack } from '../../cart';
import { useGuestSite } from '../../guests';

/**
 * "Buy 500 messages": puts a message pack for the site being managed in the cart and opens the cart, where it is
 * paid like a template. A co-host is told to ask the owner: only the buyer of a site pays for it (the server
 * refuses a co-host too).
 */
export function BuyMessagePack() {
  const site = useGuestSite();
  const add = useAddMessagePack();
  const navigate = useNavigate();
  const messages = MESSAGE_PACK.messages.toLocaleString('en-IN');
  if (site.role !== 'owner') {
    return (
      <p className="send-buy">
        A message pack adds {messages} messages for {formatRupees(MESSAGE_PACK.priceRupees)} + GST. Only the site&apos;s
        owner can buy one: ask them to add it.
      </p>
    );
  }
  return (
    <div className="send-buy">
      <button
        type="button"
        className="btn"
        disabled={add.isPending}
        onClick={() => add.mutate(site.liveId, { onSuccess: () => navigate('/usercart') })}
      >
        Buy {messages} messages
      </button>
      <span className="send-buy__price">{formatRupees(MESSAGE_PACK.priceRupees)} + GST, added to your cart</span>
      {add.isError && (
        <p role="alert" className="guests__error">
          {errorMessage(add.error, 'The message pack could not be added to your cart. Please try again.')}
        </p>
      )}
    </div>
  );
}
