// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendBatch, SendBatchSummary } from '../../../shared/api/sending';
import { SENDING_POLL_MS } from '../batch-state';
import { fakeServer, renderPage } from '../testing/render';
import BatchPage from './BatchPage';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const summary = (fields: Partial<SendBatchSummary>): SendBatchSummary => ({
  id: 9,
  channel: 'whatsapp',
  kind: 'invitation',
  eventKey: 'schedule-1',
  at: '2026-11-28T04:00:00.000Z',
  state: 'sending',
  createdAt: '2026-11-28T04:00:00.000Z',
  total: 50,
  queued: 30,
  sent: 20,
  delivered: 5,
  read: 2,
  answered: 1,
  failed: 0,
  ...fields,
});

const batch = (fields: Partial<SendBatchSummary>, households: SendBatch['households'] = []): SendBatch => ({
  ...summary(fields),
  households,
});

const figure = (name: string) => screen.getByTestId(`batch-${name}`).textContent;
const gets = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.endsWith('/sends/9')).length;
const open = () => renderPage('/guests/sends/:batchId', '/guests/sends/9', <BatchPage />);
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe("a batch's progress", () => {
  it('follows the batch while it sends, then stops reading it once done, with each failure and its reason', async () => {
    const answers = [
      batch({}),
      batch({ queued: 0, sent: 49, delivered: 40, read: 30, answered: 12, failed: 1, state: 'done' }, [
        { householdId: 1, name: 'Sharma family', status: 'read', failure: null },
        { householdId: 2, name: 'Rao family', status: 'failed', failure: 'Not a WhatsApp number' },
      ]),
    ];
    const calls = fakeServer({ 'GET /sends/9': () => answers[Math.min(gets(calls) - 1, 1)] });
    open();
    await waitFor(() => expect(figure('sent')).toBe('20'));
    expect(screen.getByTestId('batch-state').textContent).toBe('Sending');
    expect(screen.getByRole('heading', { name: 'Invitation · WhatsApp via Utsav · Haldi' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');

    await act(() => vi.advanceTimersByTimeAsync(SENDING_POLL_MS));
    await waitFor(() => expect(figure('sent')).toBe('49'));
    expect([figure('queued'), figure('delivered'), figure('read'), figure('answered'), figure('failed')]).toEqual([
      '0',
      '40',
      '30',
      '12',
      '1',
    ]);
    expect(screen.getByTestId('batch-state').textContent).toBe('Done');
    // The failure comes first, with the API's reason.
    const rows = screen.getAllByTestId('batch-household');
    expect(rows[0].textContent).toBe('Rao familyFailedNot a WhatsApp number');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();

    const read = gets(calls);
    await act(() => vi.advanceTimersByTimeAsync(SENDING_POLL_MS * 3));
    expect(gets(calls)).toBe(read);
  });

  it('pauses, resumes and cancels with the server, showing the state it answers', async () => {
    let state: SendBatchSummary['state'] = 'sending';
    const act_ = (next: SendBatchSummary['state']) => () => {
      state = next;
      return summary({ state });
    };
    const calls = fakeServer({
      'GET /sends/9': () => batch({ state }),
      'POST /sends/9/pause': act_('paused'),
      'POST /sends/9/resume': act_('sending'),
      'POST /sends/9/cancel': act_('cancelled'),
    });
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.getByTestId('batch-state').textContent).toBe('Paused'));
    // A paused batch is not polled.
    const read = gets(calls);
    await act(() => vi.advanceTimersByTimeAsync(SENDING_POLL_MS * 3));
    expect(gets(calls)).toBeLessThanOrEqual(read + 1);

    await u.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.getByTestId('batch-state').textContent).toBe('Sending'));
    // Cancelling asks first; "Keep it" changes nothing.
    await u.click(screen.getByRole('button', { name: 'Cancel the rest' }));
    await u.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Cancel the rest' }));
    expect(screen.getByRole('group', { name: 'Cancel the rest' }).textContent).toContain(
      'The 30 households not sent yet will not get this message.',
    );
    await u.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.getByTestId('batch-state').textContent).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.split('/').pop())).toEqual([
      'pause',
      'resume',
      'cancel',
    ]);
  });

  it('says so when the batch is not one of this site', async () => {
    fakeServer({});
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
  });
});
