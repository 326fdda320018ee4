import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { LikedTemplatesResponse } from '../../../shared/api/settings';
import { readSession } from '../../app/session';

/**
 * The signed-in buyer's hearted templates for the catalogue's cards, kept with the e-mail they belong to so a
 * shared phone never shows the previous account's hearts. Plain fetch, not the account area's HTTP client, so
 * the storefront's first load stays small.
 */
const likedAtom = atom<{ email: string; ids: ReadonlySet<string> } | null>(null);
let loadingFor: string | null = null;

async function call(token: string, method: 'GET' | 'PUT' | 'DELETE', path: string): Promise<string[]> {
  const response = await fetch(`/rest/api/private/liked_templates${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`liked templates: ${response.status}`);
  return ((await response.json()) as LikedTemplatesResponse).responceId.liked;
}

/** The hearted ids of whoever is signed in (null while unknown or signed out), loaded once per account. */
export function useLikedTemplates(): ReadonlySet<string> | null {
  const liked = useAtomValue(likedAtom);
  // No storage where the build prerenders the catalogue; the hearts arrive after the page is drawn anyway.
  const session = typeof localStorage === 'undefined' ? null : readSession();
  const email = session?.email ?? null;
  useEffect(() => {
    if (!session || !email || loadingFor === email) return;
    loadingFor = email;
    call(session.token, 'GET', '').then(
      (ids) => getDefaultStore().set(likedAtom, { email, ids: new Set(ids) }),
      (error) => {
        loadingFor = null;
        console.error('Failed to fetch liked templates', error);
      },
    );
  }, [email, session]);
  return liked && liked.email === email ? liked.ids : null;
}

export async function toggleLiked(templateId: string, like: boolean): Promise<void> {
  const session = readSession();
  if (!session) return;
  const store = getDefaultStore();
  const current = store.get(likedAtom);
  const before = current?.email === session.email ? current.ids : new Set<string>();
  const optimistic = new Set(before);
  if (like) optimistic.add(templateId);
  else optimistic.delete(templateId);
  store.set(likedAtom, { email: session.email, ids: optimistic });
  try {
    const ids = await call(session.token, like ? 'PUT' : 'DELETE', `/${encodeURIComponent(templateId)}`);
    store.set(likedAtom, { email: session.email, ids: new Set(ids) });
  } catch (error) {
    store.set(likedAtom, { email: session.email, ids: before });
    throw error;
  }
}
