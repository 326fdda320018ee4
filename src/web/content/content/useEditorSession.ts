/**
 * Everything the content form and the customiser need before they can show a field: the bought template,
 * its schema, the saved content (prefill), and a local draft that was never submitted.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderedItemsResponse } from '../../../shared/api/orders';
import type { Component, ContentData, ContentSchemaEntry } from '../../../shared/content';
import { componentsToFormData } from '../../../shared/content';
import { loadContentSchema } from '../../../generated/lazy';
import { api, isHttpError } from '../../app/api';
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

interface UserDataAnswer {
  responce?: string;
  responceId?: { components?: Component[] } | null;
}

async function fetchOrders(): Promise<OrderedItemsResponse | null> {
  try {
    const { data } = await api.get<OrderedItemsResponse>('/rest/api/public/getordereditems');
    localStorage.setItem(STORAGE_KEYS.orderedItems, JSON.stringify(data));
    return parseOrderedItems(JSON.stringify(data));
  } catch {
    return null;
  }
}

/** The saved content; an answer without content (or 404) means nothing was saved yet. */
async function fetchSaved(entry: ContentSchemaEntry, templateId: string, userName: string): Promise<ContentData> {
  try {
    const { data } = await api.get<UserDataAnswer>('/rest/api/private/get_userdata_component_fromuser', {
      params: { baseTempID: templateId, userName },
    });
    const components = data?.responceId?.components;
    return Array.isArray(components) ? componentsToFormData(entry.layout, templateId, components).data : {};
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 404) return {};
    throw error;
  }
}

const LOADING: SessionState = { status: 'loading' };

export function useEditorSession(): SessionState {
  const [params] = useSearchParams();
  const requested = params.get('template');
  const [settled, setSettled] = useState<{ requested: string | null; state: SessionState } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let drafts: DraftStore | null = null;
    let unsubscribe: (() => void) | null = null;
    const setState = (state: SessionState) => setSettled({ requested, state });

    (async () => {
      const email = readSession()?.email ?? '';
      let resolution = resolveBoughtTemplate(
        parseOrderedItems(localStorage.getItem(STORAGE_KEYS.orderedItems)),
        requested,
      );
      // The cached list may predate a purchase (or be missing after a new login): ask the server once.
      if (!resolution.ok) {
        const fresh = await fetchOrders();
        if (fresh) resolution = resolveBoughtTemplate(fresh, requested);
      }
      if (cancelled) return;
      if (!resolution.ok) {
        setState({ status: 'unavailable', message: NO_VALID_DATA, detail: resolution.message });
        return;
      }
      const { bought } = resolution;
      const entry = (await loadContentSchema(bought.template.schema)) as unknown as ContentSchemaEntry | undefined;
      if (cancelled) return;
      if (!entry) {
        setState({
          status: 'unavailable',
          message: NO_VALID_DATA,
          detail: `The form for ${bought.template.name} is not available yet.`,
        });
        return;
      }
      const userName = bought.item.userName || email;
      let saved: ContentData = {};
      let loadFailed = false;
      try {
        saved = await fetchSaved(entry, bought.item.temp_id, userName);
      } catch {
        loadFailed = true;
      }
      if (cancelled) return;
      drafts = createDraftStore(draftKey(email || userName, bought.item.temp_id));
      const draft = drafts.read();
      const offer = draft && !sameContent(entry.layout, draft.data, saved) ? draft : null;
      // With the saved copy unreadable, the draft is the best there is: start from it.
      const content = createLiveContent(loadFailed && draft ? draft.data : saved);
      const store = drafts;
      unsubscribe = content.subscribe(() => store.save(content.get()));
      setState({
        status: 'ready',
        session: { bought, entry, userName, saved, offer: loadFailed ? null : offer, loadFailed, content, drafts },
      });
    })().catch(() => !cancelled && setState({ status: 'unavailable', message: NO_VALID_DATA, detail: LOAD_FAILED }));

    return () => {
      cancelled = true;
      unsubscribe?.();
      drafts?.dispose();
    };
  }, [requested]);

  // What was settled for another template (the address changed) counts as still loading.
  return settled?.requested === requested ? settled.state : LOADING;
}

/** The latest content for views that follow the typing (progress, preview); the form itself does not. */
export function useContentSnapshot(content: LiveContent): ContentData {
  return useSyncExternalStore(content.subscribe, content.get);
}
