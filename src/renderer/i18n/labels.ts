/**
 * A schema's field label in the guest's language when it is one the tables carry (`label.<label>` keys, as
 * section headings have `section.<title>`); any other label is shown as the schema writes it.
 */
import type { SiteLanguage } from '../../shared/look';
import { t, type MessageKey } from '.';

export function fieldLabel(lang: SiteLanguage, label: string): string {
  const key = `label.${label}` as MessageKey;
  const text = t(lang, key);
  return text === key ? label : text;
}
