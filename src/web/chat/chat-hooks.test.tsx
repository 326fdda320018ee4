// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageDto, GetChatResponse, SendChatResponse } from '../../shared/api/chat';
import { chatRoutes } from '../../shared/api/routes/chat';
import { call } from '../app/api';
import { heldAnswer } from '../testing/held-call';
import { mergeFrame } from './conversation-cache';
import { useConversation } from './useConversation';
import { useSendChatMessage } from './useSendChatMessage';

vi.mock('../app/api', async (original) => ({
  ...(await original<typeof import('../app/api')>()),
  call: vi.fn(),
}));
const calls = vi.mocked(call);

const BUYER = 'lakshmi@example.in';
const SUPPORT = 'support@example.in';
const message = (id: number, text = `m${id}`, from = BUYER): ChatMessageDto => ({
  id,
  message: text,
  from,
  to: from === BUYER ? SUPPORT : BUYER,
  dateOfCreation: '2027-01-15T10:00:00.000Z',
  tag: null,
  attachment: null,
  readAt: null,
});
const history = (...messages: ChatMessageDto[]): GetChatResponse => ({
  responce: 'OK',
  responceId: { chatDTOList: messages, admin: SUPPORT },
});
const storedAnswer = (stored: ChatMessageDto): SendChatResponse => ({ responce: 'OK', responceId: stored });

function renderChat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => ({ conversation: useConversation(BUYER), send: useSendChatMessage() }), { wrapper });
  const shown = () =>
    view.result.current.conversation.data?.items.map(({ id, message, state }) => ({ id, message, state }));
  return { client, view, shown };
}

const sendText = (text: string) => ({ user: BUYER, request: { from: BUYER, to: SUPPORT, message: text } });

afterEach(() => {
  cleanup();
  vi.spyOn(console, 'error').mockRestore();
});

describe('the help chat through the query cache', () => {
  it('merges a live frame into the conversation once, also when history brings the same message', async () => {
    calls.mockResolvedValueOnce(history(message(1), message(2)));
    const { client, view, shown } = renderChat();
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(calls).toHaveBeenLastCalledWith(chatRoutes.conversation, { query: { user: BUYER } });

    act(() => mergeFrame(client, BUYER, message(2)));
    act(() => mergeFrame(client, BUYER, message(3, 'live', SUPPORT)));
    await waitFor(() =>
      expect(shown()).toEqual([
        { id: 1, message: 'm1', state: 'stored' },
        { id: 2, message: 'm2', state: 'stored' },
        { id: 3, message: 'live', state: 'stored' },
      ]),
    );

    // History read again while a frame arrives: the answer joins what is shown instead of replacing it.
    const again = heldAnswer<GetChatResponse>();
    calls.mockReturnValueOnce(again.promise as never);
    const refetched = view.result.current.conversation.refetch();
    act(() => mergeFrame(client, BUYER, message(4, 'during', SUPPORT)));
    again.resolve(history(message(1), message(2), message(3, 'live', SUPPORT)));
    await act(() => refetched);
    await waitFor(() => expect(shown()?.map((item) => item.id)).toEqual([1, 2, 3, 4]));
  });

  it('shows a typed message as sending, then replaces it by the stored one with its id', async () => {
    calls.mockResolvedValueOnce(history(message(1)));
    const { view, shown } = renderChat();
    await waitFor(() => expect(shown()).toHaveLength(1));
    const answer = heldAnswer<SendChatResponse>();
    calls.mockReturnValueOnce(answer.promise as never);

    act(() => view.result.current.send.mutate(sendText('Hello')));
    await waitFor(() => expect(shown()).toEqual([expect.anything(), { id: 0, message: 'Hello', state: 'sending' }]));
    expect(calls).toHaveBeenLastCalledWith(chatRoutes.send, {
      query: { user: BUYER },
      body: { from: BUYER, to: SUPPORT, message: 'Hello' },
    });

    answer.resolve(storedAnswer(message(5, 'Hello')));
    await waitFor(() =>
      expect(shown()).toEqual([
        { id: 1, message: 'm1', state: 'stored' },
        { id: 5, message: 'Hello', state: 'stored' },
      ]),
    );
  });

  it('keeps one copy when the live channel brings the sent message before the send is answered', async () => {
    calls.mockResolvedValueOnce(history());
    const { client, view, shown } = renderChat();
    await waitFor(() => expect(view.result.current.conversation.isSuccess).toBe(true));
    const answer = heldAnswer<SendChatResponse>();
    calls.mockReturnValueOnce(answer.promise as never);

    act(() => view.result.current.send.mutate(sendText('Hello')));
    await waitFor(() => expect(shown()).toHaveLength(1));
    act(() => mergeFrame(client, BUYER, message(5, 'Hello')));
    answer.resolve(storedAnswer(message(5, 'Hello')));
    await waitFor(() => expect(shown()).toEqual([{ id: 5, message: 'Hello', state: 'stored' }]));
  });

  it('shows a refused message as not sent, and keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    calls.mockResolvedValueOnce(history(message(1)));
    const { view, shown } = renderChat();
    await waitFor(() => expect(shown()).toHaveLength(1));
    calls.mockRejectedValueOnce({ isAxiosError: true, response: { status: 500, data: {} } });

    act(() => view.result.current.send.mutate(sendText('Hello')));
    await waitFor(() => expect(shown()).toEqual([expect.anything(), { id: 0, message: 'Hello', state: 'failed' }]));
  });
});
