/**
 * A form's values that survive a forced re-login (see kept-drafts.ts): use it in place of `useState` for the
 * fields worth keeping. Back on the same page as the same user, the form starts from what was typed and the
 * user is told so.
 */
import { useEffect, useEffectEvent, useState, type Dispatch, type SetStateAction } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../app/session';
import { toast } from '../ui/toast';
import { dropKeptDraft, keptDraft, registerDraft, type DraftValues } from '../app/kept-drafts';

const currentPath = () => window.location.pathname + window.location.search;

export function useKeptDraft<T extends DraftValues>(formId: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const email = useAtomValue(sessionAtom)?.email;
  const [kept] = useState(() => (email ? keptDraft(formId, email, currentPath()) : null));
  const [values, setValues] = useState<T>(() => (kept ? { ...initial, ...kept } : initial));
  // Read when the session ends, so it must see the values typed by then, not those of the last registration.
  const currentValues = useEffectEvent(() => values);

  useEffect(() => registerDraft(formId, currentValues), [formId]);
  useEffect(() => {
    if (!kept) return;
    dropKeptDraft(formId);
    toast.info('We kept what you were typing.');
  }, [formId, kept]);

  return [values, setValues];
}
