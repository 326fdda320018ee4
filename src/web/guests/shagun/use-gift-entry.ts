import { useState, type FormEvent } from 'react';
import type { ShagunGift, ShagunGiftInput, ShagunMethod } from '../../../shared/api/shagun';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { useSaveGift } from '../shagun-api';
import { fieldWords } from '../shagun-words';

/** What the host is typing for one entry of the book, as typed. */
export interface GiftDraft {
  householdId: string;
  name: string;
  side: string;
  amount: string;
  method: ShagunMethod;
  eventKey: string;
  note: string;
}

const EMPTY_DRAFT: GiftDraft = {
  householdId: '',
  name: '',
  side: '',
  amount: '',
  method: 'cash',
  eventKey: '',
  note: '',
};

const draftOf = (gift: ShagunGift): GiftDraft => ({
  householdId: gift.householdId === null ? '' : String(gift.householdId),
  name: gift.name,
  side: gift.side ?? '',
  amount: String(gift.amount),
  method: gift.method,
  eventKey: gift.eventKey ?? '',
  note: gift.note,
});

/** The entry to send, or null when the amount is not whole rupees (an empty amount is a gift item: 0). */
function inputOf(draft: GiftDraft): ShagunGiftInput | null {
  const amount = draft.amount.trim() === '' ? 0 : Number(draft.amount);
  if (!Number.isInteger(amount) || amount < 0) return null;
  return {
    ...(draft.householdId === ''
      ? { householdId: null, name: draft.name.trim(), side: draft.side.trim() }
      : { householdId: Number(draft.householdId) }),
    amount,
    method: draft.method,
    eventKey: draft.eventKey || null,
    note: draft.note.trim(),
  };
}

/**
 * The shagun book's entry form: a new entry, or the correction of one (`edit`). After a save the form is empty
 * again but keeps the method and function, as a family writes gift after gift of the same evening.
 */
export function useGiftEntry(liveId: string) {
  const save = useSaveGift(liveId);
  const [draft, setDraft] = useState<GiftDraft>(EMPTY_DRAFT);
  /** The entry being corrected, or null while a new one is written. */
  const [editing, setEditing] = useState<number | null>(null);
  const [badAmount, setBadAmount] = useState(false);

  function start(next: GiftDraft, id: number | null) {
    save.reset();
    setBadAmount(false);
    setEditing(id);
    setDraft(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    setBadAmount(input === null);
    if (input === null) return save.reset();
    save.mutate(
      { id: editing, input },
      {
        onSuccess: () => {
          toast.success(editing === null ? 'Written in the shagun book.' : 'The entry was corrected.');
          setDraft({ ...EMPTY_DRAFT, method: draft.method, eventKey: draft.eventKey });
          setEditing(null);
        },
      },
    );
  }

  const failure = badAmount
    ? 'Write the amount in whole rupees, for example 1100.'
    : save.isError
      ? fieldWords(errorMessage(save.error, 'The entry could not be saved. Please try again.'))
      : '';

  return {
    draft,
    set: (patch: Partial<GiftDraft>) => setDraft((current) => ({ ...current, ...patch })),
    editing,
    saving: save.isPending,
    failure,
    submit,
    edit: (gift: ShagunGift) => start(draftOf(gift), gift.id),
    cancel: () => start(EMPTY_DRAFT, null),
  };
}

export type GiftEntry = ReturnType<typeof useGiftEntry>;
