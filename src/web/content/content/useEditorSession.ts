/**
 * Everything the content form and the customiser need before they can show a field: the bought template,
 * its schema, the saved content (prefill), and a local draft that was never submitted.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderedItemsResponse } from '../../../shared/api/orders';
import { contentRoutes } from '../../../shared/api/routes/content';
import { orderRoutes } from '../../../shared/api/routes/orders';
import type { Component, ContentData, ContentSchemaEntry } from '../../../shared/content';
import { componentsToFormData } from '../../../shared/content';
import { loadContentSchema } from '../../../generated/lazy';
import { call, isHttpError } from '../../app/api';
import { readSession } from '../../app/session';
import { STORAGE_KEYS } from '../../app/storage';
import { NO_VALID_DATA, parseOrderedItems, resolveBoughtTemplate, type BoughtTemplate } from './bought-template';
import { createDraftStore, draftKey, type Draft, type DraftStore } from './draft-store';
import { createLiveContent, type LiveContent } from './live-content';
import { sameContent } from './same-content';
import { LOAD_FAILED } from './submit';

export interface EditorSession {
  bought: BoughtTemplate;
  entry: ContentSchemaEntry;
  /** The wire `userName` (the buyer's e-mail). */
  userName: string;
  /** What the server holds (after the last successful submit). */
  saved: ContentData;
  /** A draft that differs from the saved content, to offer back; null when there is none. */
  offer: Draft | null;
  /** The saved content could not be read (the form starts from the draft or empty). */
  loadFailed: boolean;
  content: LiveContent;
  drafts: DraftStore;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'unavailable'; message: string; detail?: string }
  | { status: 'ready'; session: EditorSession };

async function fetchOrders(): Promise<OrderedItemsResponse | null> {
  try {
    const data = await call(orderRoutes.orderedItems);
    localStorage.setItem(STORAGE_KEYS.orderedItems, JSON.stringify(data));
    return parseOrderedItems(JSON.stringify(data));
  } catch {
    return null;
  }
}

/** The saved content; an answer without content (or 404) means nothing was saved yet. */
async function fetchSaved(entry: ContentSchemaEntry, templateId: string, userName: string): Promise<ContentData> {
  try {
    const data = await call(contentRoutes.saved, { query: { baseTempID: templateId, userName } });
    const components = data?.responceId?.components;
    // The mapping checks each comp_type itself: one the wire leaves out is read as the field's own.
    return Array.isArray(components)
      ? componentsToFormData(entry.layout, templateId, components as readonly Component[]).data
      : {};
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 404) return {};
    throw error;
  }
}

/**
 * Opens the editor on the requested template: the bought template, its form, the saved content and the local
 * draft, with the live content the form writes to. Nothing here listens to anything until the content is typed in.
 */
async function openSession(requested: string | null, email: string): Promise<SessionState> {
  let resolution = resolveBoughtTemplate(parseOrderedItems(localStorage.getItem(STORAGE_KEYS.orderedItems)), requested);
  // The cached list may predate a purchase (or be missing after a new login): ask the server once.
  if (!resolution.ok) {
    const fresh = await fetchOrders();
    if (fresh) resolution = resolveBoughtTemplate(fresh, requested);
  }
  if (!resolution.ok) return { status: 'unavailable', message: NO_VALID_DATA, detail: resolution.message };
  const { bought } = resolution;
  const entry = (await loadContentSchema(bought.template.schema)) as unknown as ContentSchemaEntry | undefined;
  if (!entry)
    return {
      status: 'unavailable',
      message: NO_VALID_DATA,
      detail: `The form for ${bought.template.name} is not available yet.`,
    };
  const userName = bought.item.userName || email;
  let saved: ContentData = {};
  let loadFailed = false;
  try {
    saved = await fetchSaved(entry, bought.item.temp_id, userName);
  } catch {
    loadFailed = true;
  }
  const drafts = createDraftStore(draftKey(email || userName, bought.item.temp_id));
  const draft = drafts.read();
  const offer = draft && !sameContent(entry.layout, draft.data, saved) ? draft : null;
  // With the saved copy unreadable, the draft is the best there is: start from it.
  const content = createLiveContent(loadFailed && draft ? draft.data : saved);
  return {
    status: 'ready',
    session: { bought, entry, userName, saved, offer: loadFailed ? null : offer, loadFailed, content, drafts },
  };
}

const LOADING: SessionState = { status: 'loading' };
const FAILED: SessionState = { status: 'unavailable', message: NO_VALID_DATA, detail: LOAD_FAILED };

/**
 * The editor session as a query of its own (one per template and account). It is opened once per visit of the
 * page: never read again while the buyer types (the draft holds the typing), and dropped when the page is left.
 */
export function useEditorSession(): SessionState {
  const [params] = useSearchParams();
  const requested = params.get('template');
  const email = readSession()?.email ?? '';
  const query = useQuery({
    queryKey: ['editor-session', requested, email],
    queryFn: () => openSession(requested, email),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const state = query.isError ? FAILED : (query.data ?? LOADING);
  const session = state.status === 'ready' ? state.session : null;

  // Typing is kept as a draft while the page is open; leaving it writes what is pending.
  useEffect(() => {
    if (!session) return;
    const { content, drafts } = session;
    const unsubscribe = content.subscribe(() => drafts.save(content.get()));
    return () => {
      unsubscribe();
      drafts.dispose();
    };
  }, [session]);

  return state;
}

/** The latest content for views that follow the typing (progress, preview); the form itself does not. */
export function useContentSnapshot(content: LiveContent): ContentData {
  return useSyncExternalStore(content.subscribe, content.get);
}
