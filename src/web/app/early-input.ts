/**
 * What a visitor does on a prerendered page before the app has hydrated it, kept and given to the app once it
 * has, so nothing is lost on a slow connection:
 * - a tap on a button of type "button", which does nothing without script: played again on the button;
 * - text typed into a field the app controls (a search box): hydration keeps the text in the field but not in
 *   the app's state, so the field tells the app of it as if it had just been typed.
 * Links and forms are left alone: the browser follows and submits them itself.
 *
 * Only the boot script (boot.ts) imports this, so it stays in that small file instead of a chunk of its own that
 * boot would wait for. The app says it has hydrated the page with a DOM event of this name on the document.
 */
const PAGE_HYDRATED_EVENT = 'utsav:page-hydrated';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Has React see the field's text as a change. React compares a field's value with the one it last knew (set
 * when it hydrated the field, so the same text): that one becomes empty, then the text is put back past React's
 * own setter, and the input event carries it to the field's onChange.
 */
function announceTyped(field: TextField): void {
  const typed = field.value;
  field.value = '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** From now until the app has hydrated the page, taps and typing are kept, then given to the app in order. */
export function keepEarlyInput(): void {
  const taps: HTMLButtonElement[] = [];
  const typedInto = new Set<TextField>();
  const keepTap = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[type="button"]');
    // A second tap on the same button while waiting (an impatient double tap) is played once.
    if (button && !taps.includes(button)) taps.push(button);
  };
  const keepTyping = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typedInto.add(field);
  };
  document.addEventListener('click', keepTap, true);
  document.addEventListener('input', keepTyping, true);
  document.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', keepTap, true);
      document.removeEventListener('input', keepTyping, true);
      // As on the guest page: says the page's script has taken over (tests wait for it).
      document.documentElement.dataset.enhanced = 'true';
      for (const field of typedInto) if (field.isConnected && field.value !== '') announceTyped(field);
      for (const button of taps.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );
}
