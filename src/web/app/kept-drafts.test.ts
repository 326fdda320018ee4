import { afterEach, describe, expect, it } from 'vitest';
import { dropKeptDraft, forgetDrafts, keepDrafts, keptDraft, registerDraft } from './kept-drafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const email = 'asha@example.in';
const path = '/setting';
const t0 = Date.parse('2027-01-15T10:00:00Z');

describe('kept drafts', () => {
  const withdrawals: (() => void)[] = [];
  const open = (formId: string, values: Record<string, string>) =>
    withdrawals.push(registerDraft(formId, () => values));
  afterEach(() => withdrawals.splice(0).forEach((withdraw) => withdraw()));

  it('keeps what the open forms hold and gives each form its own values back, once', () => {
    const store = memoryStorage();
    open('contact', { phone: '9845012345', address: '' });
    open('issue', { message: 'The preview is blank' });
    keepDrafts(email, path, store, t0);

    expect(keptDraft('contact', email, path, store, t0 + 60_000)).toEqual({ phone: '9845012345' });
    expect(keptDraft('issue', email, path, store, t0 + 60_000)).toEqual({ message: 'The preview is blank' });
    dropKeptDraft('contact', store);
    expect(keptDraft('contact', email, path, store, t0)).toBeNull();
    expect(keptDraft('issue', email, path, store, t0)).not.toBeNull();
    dropKeptDraft('issue', store);
    expect(store.items.size).toBe(0);
  });

  it('gives nothing to another user, another page, or after an hour', () => {
    const store = memoryStorage();
    open('contact', { phone: '9845012345' });
    keepDrafts(email, path, store, t0);
    expect(keptDraft('contact', 'ravi@example.in', path, store, t0)).toBeNull();
    expect(keptDraft('contact', email, '/dash', store, t0)).toBeNull();
    expect(keptDraft('contact', email, path, store, t0 + 61 * 60_000)).toBeNull();
  });

  it('keeps nothing from a closed form or from empty fields, and forgets everything on logout', () => {
    const store = memoryStorage();
    registerDraft('closed', () => ({ message: 'gone' }))();
    open('empty', { message: '  ' });
    keepDrafts(email, path, store, t0);
    expect(store.items.size).toBe(0);

    open('contact', { phone: '9845012345' });
    keepDrafts(email, path, store, t0);
    forgetDrafts(store);
    expect(keptDraft('contact', email, path, store, t0)).toBeNull();
  });

  it('ignores a damaged stored value', () => {
    const store = memoryStorage();
    store.setItem('keptDrafts', '{not json');
    expect(keptDraft('contact', email, path, store, t0)).toBeNull();
  });
});
