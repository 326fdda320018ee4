import type { MessageKey } from '../i18n';

/** A problem the phone found before sending (no photo chosen, one too large), said with one of the page's texts. */
export class FormProblem extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}
