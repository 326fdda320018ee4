/**
 * The shagun section's "Copy UPI ID": drawn hidden by the server and shown only where the clipboard can be
 * written, so a button never does nothing. Its label says "Copied" for a moment, in the page's language
 * (read from its attribute: the guest page loads no dictionary).
 */
export function wireCopyButton(button: HTMLButtonElement): void {
  const value = button.dataset.copy;
  if (!value || !navigator.clipboard?.writeText) return;
  const label = button.textContent ?? '';
  button.hidden = false;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(value).then(
      () => {
        button.textContent = button.dataset.copiedLabel ?? label;
        setTimeout(() => (button.textContent = label), 2000);
      },
      // Refused (no permission): the ID stays on the page to select by hand.
      () => undefined,
    );
  });
}
