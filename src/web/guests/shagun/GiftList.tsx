import type { ShagunGift } from '../../../shared/api/shagun';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { useGuestSite } from '../guest-site';
import { useDeleteGift } from '../shagun-api';
import { METHOD_LABELS, rupees } from './money';

/** The book's entries, each to correct (`edit`) or remove. */
export function GiftList({ gifts, edit }: { gifts: readonly ShagunGift[]; edit: (gift: ShagunGift) => void }) {
  const site = useGuestSite();
  const removeGift = useDeleteGift(site.liveId);
  const titleOf = (key: string | null) => site.events.find((event) => event.eventKey === key)?.title ?? '';

  const remove = (gift: ShagunGift) =>
    removeGift.mutate(gift.id, {
      onSuccess: () => toast.success(`${gift.name}'s entry was removed.`),
      onError: (error) => toast.error(errorMessage(error, 'The entry could not be removed. Please try again.')),
    });

  return (
    <ul className="shagun__gifts" aria-label="Entries">
      {gifts.map((gift) => (
        <li key={gift.id} className="shagun__gift">
          <div>
            <strong>{gift.name}</strong> · {rupees(gift.amount)} · {METHOD_LABELS[gift.method]}
            {gift.eventKey && <> · {titleOf(gift.eventKey)}</>}
            {gift.side && <span className="chip chip--muted">{gift.side}</span>}
            {gift.note && <p className="shagun__note">{gift.note}</p>}
          </div>
          <div className="shagun__gift-actions">
            <button type="button" className="btn btn--ghost" onClick={() => edit(gift)}>
              Edit<span className="visually-hidden"> {gift.name}</span>
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={removeGift.isPending}
              onClick={() => remove(gift)}
            >
              Remove<span className="visually-hidden"> {gift.name}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
