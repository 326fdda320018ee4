/**
 * This device's RSVP, kept to change it later: the server's saved-answer box names it (data-saved, with its
 * edit token) and this file keeps it in localStorage; on a later visit the empty form is filled in with it,
 * unless the guest already started answering before the script arrived.
 */
import { FORM_BLOCK_IDS, RSVP_FIELD, type SavedRsvp } from './form-state';

/** Keeps the answer a saved-answer box names. */
export function storeSavedRsvp(block: Element): void {
  if (!(block instanceof HTMLElement)) return;
  const { saved, storageKey } = block.dataset;
  if (!saved || !storageKey) return;
  try {
    localStorage.setItem(storageKey, saved);
  } catch {
    // Storage full or refused (private browsing): the answer is saved at the hosts' all the same.
  }
}

export function rememberRsvp(root: Document): void {
  const block = root.getElementById(FORM_BLOCK_IDS.rsvp);
  if (!block) return;
  storeSavedRsvp(block);
  const form = block.querySelector<HTMLFormElement>('form[data-live-form="rsvp"]');
  const key = block.dataset.storageKey;
  // A form the server drew again after a post shows what was typed; the saved-answer box has its own token.
  if (!form || !key || block.dataset.saved || form.dataset.posted !== undefined) return;
  const saved = readSaved(key);
  if (!saved || touched(form)) return;
  fill(form, saved);
}

function readSaved(key: string): SavedRsvp | null {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as SavedRsvp | null;
    return saved && typeof saved.editToken === 'string' && saved.answers ? saved : null;
  } catch {
    return null;
  }
}

/** Whether the guest already changed anything in the form (it may have been tapped before this script ran). */
function touched(form: HTMLFormElement): boolean {
  for (const field of form.elements) {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'radio' || field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) return true;
      } else if (field.type !== 'hidden' && field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLTextAreaElement && field.value !== field.defaultValue) return true;
    else if (field instanceof HTMLSelectElement && [...field.options].some((o) => o.selected !== o.defaultSelected)) {
      return true;
    }
  }
  return false;
}

function fill(form: HTMLFormElement, saved: SavedRsvp): void {
  const field = (name: string) => form.elements.namedItem(name);
  const set = (name: string, value: string) => {
    const element = field(name);
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.value = value;
  };
  for (const [key, answer] of Object.entries(saved.answers)) {
    if (answer.attending === null) continue;
    const choice = form.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(RSVP_FIELD.attending(key))}"][value="${answer.attending ? 'yes' : 'no'}"]`,
    );
    if (choice) choice.checked = true;
    if (answer.attending) {
      set(RSVP_FIELD.adults(key), String(answer.adults));
      set(RSVP_FIELD.children(key), String(answer.children));
      set(RSVP_FIELD.meal(key), answer.meal);
    }
  }
  set('name', saved.name);
  set('phone', saved.phone);
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = RSVP_FIELD.editToken;
  token.value = saved.editToken;
  form.prepend(token);
  const button = form.querySelector('button[type="submit"]');
  if (button && form.dataset.updateLabel) button.textContent = form.dataset.updateLabel;
  form.querySelector<HTMLElement>('[data-rsvp-remembered]')?.removeAttribute('hidden');
}
