// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import entry from '../../../generated/schemas/wedding';
import type { CreateUserDataResponse } from '../../../shared/api/content';
import type { OrderedItemsResponse } from '../../../shared/api/orders';
import { contentRoutes } from '../../../shared/api/routes/content';
import type { ContentSchemaEntry } from '../../../shared/content';
import { call } from '../../app/api';
import { STORAGE_KEYS } from '../../app/storage';
import { heldAnswer } from '../../testing/held-call';
import { resolveBoughtTemplate } from './bought-template';
import { createDraftStore, draftKey } from './draft-store';
import { createLiveContent } from './live-content';
import type { EditorSession } from './useEditorSession';
import { useSubmit } from './useSubmit';

vi.mock('../../app/api', async (original) => ({
  ...(await original<typeof import('../../app/api')>()),
  call: vi.fn(),
}));
const calls = vi.mocked(call);

const BUYER = 'priya@example.in';
const orders: OrderedItemsResponse = {
  responce: 'OK',
  responceId: {
    inCartDtoList: [
      {
        temp_id: 'wed001',
        name: 'wed001',
        cat: 'Wedding',
        tumbnailUrl: '',
        price: 4999,
        packType: 'premium',
        tempState: 'BOUGHT',
        userName: BUYER,
      },
    ],
  },
};

function editorSession(): EditorSession {
  const resolution = resolveBoughtTemplate(orders, 'wed001');
  if (!resolution.ok) throw new Error(resolution.message);
  return {
    bought: resolution.bought,
    entry: entry as unknown as ContentSchemaEntry,
    userName: BUYER,
    saved: {},
    offer: null,
    loadFailed: false,
    content: createLiveContent({ cover: { BrideName: 'Meera' } }),
    drafts: createDraftStore(draftKey(BUYER, 'wed001')),
  };
}

function renderSubmit() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubmit(editorSession(), vi.fn()), { wrapper });
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.orderedItems, JSON.stringify(orders)));
afterEach(cleanup);

describe('submitting the content', () => {
  it('sends once for a double tap, and says it is submitting until the answer', async () => {
    const answer = heldAnswer<CreateUserDataResponse>();
    calls.mockReturnValue(answer.promise as never);
    const { result } = renderSubmit();

    act(() => {
      result.current.submit();
      result.current.submit();
    });
    await waitFor(() => expect(result.current.submitting).toBe(true));
    expect(calls.mock.calls).toEqual([
      [contentRoutes.save, { body: expect.objectContaining({ baseTempID: 'wed001', userName: BUYER }) }],
    ]);

    answer.resolve({ responce: 'Saved', responceId: { baseTempID: 'wed001', liveID: '', components: [] } });
    await waitFor(() => expect(result.current.submitting).toBe(false));
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
