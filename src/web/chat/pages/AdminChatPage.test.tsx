// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageDto, ConversationSummary } from '../../../shared/api/chat';
import { heldAnswer } from '../../testing/held-call';
import { renderPage } from '../../testing/render-page';
import type { LiveChatOptions } from '../live-chat';
import AdminChatPage from './AdminChatPage';

/** The server as the page reaches it: every call of the one HTTP client comes here, by method and address. */
const server = vi.hoisted(() => ({
  answer: (() => Promise.reject(new Error('no answer'))) as (
    method: string,
    url: string,
    params: unknown,
    body: unknown,
  ) => Promise<unknown>,
}));
vi.mock('../../app/http-client', () => {
  const reply = (method: string, url: string, params: unknown, body: unknown) =>
    server.answer(method.toUpperCase(), url, params, body).then((data) => ({ data, headers: {} }));
  return {
    httpClient: {
      get: (url: string, config?: { params?: unknown }) => reply('GET', url, config?.params, undefined),
      post: (url: string, body: unknown, config?: { params?: unknown }) => reply('POST', url, config?.params, body),
      request: (config: { method: string; url: string; params?: unknown; data?: unknown }) =>
        reply(config.method, config.url, config.params, config.data),
    },
  };
});
const live = vi.hoisted(() => ({ options: null as LiveChatOptions | null }));
vi.mock('../live-chat', () => ({
  connectLiveChat: (options: LiveChatOptions) => {
    live.options = options;
    options.onStatus('live');
    return () => undefined;
  },
}));

const SUPPORT = 'support@example.in';
const ASHA = 'asha@example.in';
const RAVI = 'ravi@example.in';
const message = (id: number, text: string, from: string, to = SUPPORT): ChatMessageDto => ({
  id,
  message: text,
  from,
  to,
  dateOfCreation: '2027-01-15T10:00:00.000Z',
  tag: null,
  attachment: null,
  readAt: null,
});
const summary = (user: string, last: ChatMessageDto, unread = 0): ConversationSummary => ({
  user,
  fullName: '',
  lastMessage: last,
  unread,
});
const history = (...messages: ChatMessageDto[]) => ({
  responce: 'OK',
  responceId: { chatDTOList: messages, admin: SUPPORT },
});

/** Two buyers have written; each conversation's history and each send waits for the test to answer it. */
function twoBuyers() {
  const histories = new Map([ASHA, RAVI].map((user) => [user, heldAnswer<unknown>()]));
  const sends: ReturnType<typeof heldAnswer<unknown>>[] = [];
  server.answer = (method, url, params, body) => {
    if (url === '/rest/api/admin/chat/conversations')
      return Promise.resolve({
        admin: SUPPORT,
        conversations: [
          summary(ASHA, message(2, 'From Asha', ASHA), 1),
          summary(RAVI, message(1, 'From Ravi', RAVI), 1),
        ],
      });
    if (url === '/rest/api/getchatuser') return histories.get((params as { user: string }).user)!.promise;
    if (url === '/rest/api/admin/chat/read') return Promise.resolve({ marked: 1 });
    if (url === '/rest/api/chatuser' && method === 'POST') {
      sends.push(heldAnswer<unknown>());
      return sends.at(-1)!.promise;
    }
    return Promise.reject(new Error(`${method} ${url} ${JSON.stringify(body)}`));
  };
  return { histories, sends };
}

const conversationButton = (user: string) => screen.findByRole('button', { name: new RegExp(user) });
const thread = () => within(screen.getByRole('region', { name: 'Conversation' }));

afterEach(cleanup);

describe('the admin chat', () => {
  it("shows only the open conversation's messages when another was opened before its history came", async () => {
    const { histories } = twoBuyers();
    renderPage(<AdminChatPage />);
    fireEvent.click(await conversationButton(ASHA));
    fireEvent.click(await conversationButton(RAVI));

    // Asha's history comes first, after Ravi's conversation was opened: it stays hers.
    histories.get(ASHA)!.resolve(history(message(2, 'From Asha', ASHA)));
    histories.get(RAVI)!.resolve(history(message(1, 'From Ravi', RAVI)));
    expect(await thread().findByText('From Ravi')).toBeTruthy();
    expect(thread().queryByText('From Asha')).toBeNull();
    fireEvent.click(await conversationButton(ASHA));
    expect(await thread().findByText('From Asha')).toBeTruthy();
    expect(thread().queryByText('From Ravi')).toBeNull();
  });

  it('keeps a reply in its own conversation when it is stored after another conversation was opened', async () => {
    const { histories, sends } = twoBuyers();
    histories.get(ASHA)!.resolve(history(message(2, 'From Asha', ASHA)));
    histories.get(RAVI)!.resolve(history(message(1, 'From Ravi', RAVI)));
    renderPage(<AdminChatPage />);
    fireEvent.click(await conversationButton(ASHA));
    expect(await thread().findByText('From Asha')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: `Reply to ${ASHA}` }), { target: { value: 'Namaste Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await thread().findByText('Sending…')).toBeTruthy();

    fireEvent.click(await conversationButton(RAVI));
    expect(await thread().findByText('From Ravi')).toBeTruthy();
    sends[0].resolve({ responce: 'OK', responceId: message(3, 'Namaste Asha', SUPPORT, ASHA) });
    fireEvent.click(await conversationButton(ASHA));
    expect(await thread().findByRole('img', { name: 'Delivered' })).toBeTruthy();
    fireEvent.click(await conversationButton(RAVI));
    await waitFor(() => expect(thread().queryByText('Namaste Asha')).toBeNull());
    expect(thread().getByText('From Ravi')).toBeTruthy();
  });

  it('puts a live message in the open conversation once and counts one for another as unread', async () => {
    const { histories } = twoBuyers();
    histories.get(ASHA)!.resolve(history(message(2, 'From Asha', ASHA)));
    renderPage(<AdminChatPage />);
    fireEvent.click(await conversationButton(ASHA));
    expect(await thread().findByText('From Asha')).toBeTruthy();
    await waitFor(() => expect(live.options).not.toBeNull());

    live.options!.onMessage(message(2, 'From Asha', ASHA));
    live.options!.onMessage(message(4, 'Asha again', ASHA));
    live.options!.onMessage(message(5, 'Ravi again', RAVI));
    expect(await thread().findByText('Asha again')).toBeTruthy();
    expect(thread().getAllByText('From Asha')).toHaveLength(1);
    expect(await within(await conversationButton(RAVI)).findByLabelText('2 unread')).toBeTruthy();
    expect(within(await conversationButton(ASHA)).queryByLabelText(/unread/)).toBeNull();
  });
});
