/**
 * Makes the guest's HTML forms send without a page reload. The forms work without this file (they post to
 * the page's address, src/server/invitation/form-posts.ts); with it, the same post goes by fetch with
 * `Accept: application/json` and the server answers the form's box drawn again (the thanks, the saved
 * answer, or what was refused next to its field, in the page's language), which takes the old box's place.
 * Nothing is drawn in the browser, so nothing a guest typed before the script arrived is lost: it only
 * listens for a submit.
 */
import { FormProblem } from './form-problem';
import { photoToSend } from './photo-to-send';
import { shrinkPhoto } from './shrink-photo';
import { storeSavedRsvp } from './remembered-rsvp';

interface FormAnswer {
  /** The form's box drawn again. */
  html?: string;
  /** Where to go instead (the access code opened the page). */
  location?: string;
}

export function enhanceForms(root: Document): void {
  // One listener for every form, including those a later answer puts in place.
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.dataset.liveForm || event.defaultPrevented) return;
    if (form.getAttribute('method') !== 'post') return;
    event.preventDefault();
    void send(form);
  });
}

async function send(form: HTMLFormElement): Promise<void> {
  if (form.dataset.sending) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  form.dataset.sending = 'true';
  if (button) {
    button.disabled = true;
    button.textContent = button.dataset.sending ?? label;
  }
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: await bodyOf(form),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => ({}))) as FormAnswer;
    if (answer.location) {
      window.location.assign(answer.location);
      return;
    }
    // Refused before the form's route drew it again (the body's size): said as the form's own "too large".
    if (response.status === 413) throw new FormProblem('errorPhotoTooLarge');
    if (typeof answer.html !== 'string') throw new Error(`Unexpected answer ${response.status}`);
    replaceBlock(form, answer.html);
  } catch (problem) {
    delete form.dataset.sending;
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
    showProblem(form, problem);
  }
}

/** The form's fields as the browser would post them; a chosen photo first made small on the phone. */
async function bodyOf(form: HTMLFormElement): Promise<FormData | URLSearchParams> {
  const data = new FormData(form);
  if (form.enctype !== 'multipart/form-data') {
    return new URLSearchParams([...data].map(([name, value]) => [name, String(value)]));
  }
  const file = data.get('file');
  if (file instanceof File && file.size > 0) {
    const photo = await photoToSend(file, shrinkPhoto);
    data.set('file', photo, photo.name || file.name);
  }
  return data;
}

function replaceBlock(form: HTMLFormElement, html: string): void {
  const block = form.closest('.live-form-block');
  const template = document.createElement('template');
  template.innerHTML = html;
  const next = template.content.firstElementChild;
  if (!block || !(next instanceof HTMLElement)) return;
  // A refused photo keeps the picture the guest chose (a file input cannot be filled in by the server).
  for (const input of block.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    next.querySelector(`input[type="file"][name="${input.name}"]`)?.replaceWith(input);
  }
  block.replaceWith(next);
  storeSavedRsvp(next);
  focusOn(next.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error], [role="status"]'));
}

function showProblem(form: HTMLFormElement, problem: unknown): void {
  const text =
    problem instanceof FormProblem
      ? (form.dataset.errorTooLarge ?? form.dataset.errorGeneric)
      : problem instanceof TypeError
        ? form.dataset.errorNetwork
        : form.dataset.errorGeneric;
  let note = form.querySelector<HTMLElement>('[data-form-error]');
  if (!note) {
    note = document.createElement('p');
    note.className = 'live-note live-note--error';
    note.setAttribute('role', 'alert');
    note.dataset.formError = '';
    form.querySelector('button[type="submit"]')?.before(note);
  }
  note.textContent = text ?? '';
  focusOn(note);
}

function focusOn(element: HTMLElement | null): void {
  if (!element) return;
  if (!element.matches('input, select, textarea, button, a[href]')) element.tabIndex = -1;
  element.focus();
}
