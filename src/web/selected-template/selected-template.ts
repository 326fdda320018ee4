import type { Template } from '../../shared/catalogue';
import { POLICY } from '../../shared/policy';
import { STORAGE_KEYS, readJson, writeJson } from '../app/storage';

/** localStorage `selectedTemplate`: the template plus expirationTime (epoch ms), 10 minutes ahead. */
export type SelectedTemplate = Template & { expirationTime: number };

/** 'Get This Template' stores the choice for the cart. */
export function storeSelectedTemplate(template: Template, now = Date.now()): SelectedTemplate {
  const selected = { ...template, expirationTime: now + POLICY.selectionMinutes * 60_000 };
  writeJson(STORAGE_KEYS.selectedTemplate, selected);
  return selected;
}

/** The stored choice if it has not expired; an expired one is removed. */
export function readSelectedTemplate(now = Date.now()): SelectedTemplate | null {
  const selected = readJson<SelectedTemplate>(STORAGE_KEYS.selectedTemplate);
  if (!selected || typeof selected.expirationTime !== 'number' || selected.expirationTime <= now || !selected.id) {
    if (selected) clearSelectedTemplate();
    return null;
  }
  return selected;
}

export function clearSelectedTemplate(): void {
  localStorage.removeItem(STORAGE_KEYS.selectedTemplate);
}
