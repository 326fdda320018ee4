/**
 * What a visitor does on a prerendered page before the app has hydrated it, kept and given to the app once it
 * has, so nothing is lost on a slow connection:
 * - a tap on a button of type "button", which does nothing without script: played again on the button;
 * - text typed into a field the app controls (a search box): hydration keeps the text in the field but not in
 *   the app's state, so the field tells the app of it as if it had just been typed; a page the app draws anew
 *   rather than hydrates has it put into the new field of the same id.
 * Links and forms are left alone: the browser follows and submits them itself.
 *
 * A part of the page that hydrates later than the rest (storefront/common/deferred-section.tsx, marked
 * data-hydrates-later) keeps what is done in it until it says it has hydrated: until then React neither sees a
 * tap in it nor keeps its fields' text.
 *
 * Only the boot script (boot.ts) imports this, so it stays in that small file instead of a chunk of its own that
 * boot would wait for. The app says it has hydrated the page, or a part, with DOM events of these names.
 */
const PAGE_HYDRATED_EVENT = 'utsav:page-hydrated';
/** Sent on the part's element (data-hydrates-later), bubbling. */
const PART_HYDRATED_EVENT = 'utsav:part-hydrated';
const HYDRATES_LATER = '[data-hydrates-later]';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Has React see the field's text as a change. React compares a field's value with the one it last knew (set
 * when it hydrated the field, so the same text): that one becomes empty, then the text is put back past React's
 * own setter, and the input event carries it to the field's onChange.
 */
function announceTyped(field: TextField, typed: string): void {
  field.value = '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The field standing where the typed one stood: itself when the app hydrated it, else, when the app drew the
 * page anew instead (the catalogue's HTML served for a name search), the app's field of the same id.
 */
function currentField(field: TextField): TextField | null {
  if (field.isConnected) return field;
  const now = field.id ? document.getElementById(field.id) : null;
  return now instanceof HTMLInputElement || now instanceof HTMLTextAreaElement ? now : null;
}

/**
 * Text typed before this script ran: on a slow network the page's HTML shows, and is typed into, well before its
 * scripts arrive, so no input event was seen. A field whose text is not the one its HTML gave it was typed into.
 */
function keepTypedBeforeNow(typed: Map<TextField, string>): void {
  for (const field of document.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(field.type)) continue;
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
}

/** The kinds of input a person types text into (a checkbox's or a hidden field's value is not typed). */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** From now until the app has hydrated the page (or the part they are in), taps and typing are kept, then given. */
export function keepEarlyInput(): void {
  const taps: HTMLButtonElement[] = [];
  /** Each field's text as last typed: a part's re-render after hydration may empty the field before it is given. */
  const typed = new Map<TextField, string>();
  let pageHydrated = false;
  const hydratedParts = new WeakSet<Element>();
  const waiting = (target: Element) => {
    if (!pageHydrated) return true;
    const part = target.closest(HYDRATES_LATER);
    return part !== null && !hydratedParts.has(part);
  };
  const keepTap = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[type="button"]');
    // A second tap on the same button while waiting (an impatient double tap) is played once.
    if (button && waiting(button) && !taps.includes(button)) taps.push(button);
  };
  const keepTyping = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && waiting(field))
      typed.set(field, field.value);
  };
  /** Gives the app, in order, what was kept where `ready` says it has taken over. */
  const give = (ready: (element: Element) => boolean) => {
    for (const [field, text] of typed) {
      if (!ready(field)) continue;
      typed.delete(field);
      const now = currentField(field);
      if (now && text !== '') announceTyped(now, text);
    }
    for (const button of taps.filter(ready)) {
      taps.splice(taps.indexOf(button), 1);
      if (button.isConnected) button.click();
    }
  };
  document.addEventListener('click', keepTap, true);
  document.addEventListener('input', keepTyping, true);
  keepTypedBeforeNow(typed);
  document.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      pageHydrated = true;
      // As on the guest page: says the page's script has taken over (tests wait for it).
      document.documentElement.dataset.enhanced = 'true';
      give((element) => element.closest(HYDRATES_LATER) === null);
    },
    { once: true },
  );
  document.addEventListener(PART_HYDRATED_EVENT, (event) => {
    const part = event.target as Element;
    hydratedParts.add(part);
    give((element) => part.contains(element));
  });
}
