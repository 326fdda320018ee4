// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../../shared/api/admin';
import type { JobsOverview } from '../../shared/api/jobs';
import { adminRoutes } from '../../shared/api/routes/admin';
import { call } from '../app/api';
import { renderPage } from '../testing/render-page';
import { Toaster } from '../ui/toast';
import { adminKeys } from './admin-api';
import { ContactMessages } from './components/ContactMessages';
import JobsPage from './pages/JobsPage';
import { heldAnswer } from '../testing/held-call';

vi.mock('../app/api', async (original) => ({
  ...(await original<typeof import('../app/api')>()),
  call: vi.fn(),
}));
// No mockReset between tests (vitest-dev/vitest#10845): each test counts only the calls it made.
const calls = vi.mocked(call);

/** The next call stays running until the test answers it; the ones after (the area read again) answer `later`. */
function holdNextCall(later: unknown) {
  const held = heldAnswer<unknown>();
  calls.mockImplementation(() => Promise.resolve(later) as never);
  calls.mockImplementationOnce(() => held.promise as never);
  return held;
}

const refusal = (message: string) => ({ isAxiosError: true, response: { status: 409, data: { message } } });
const toastSaying = (message: string) => screen.findByText(message, { selector: '.toast' });
const changesSince = (count: number) => calls.mock.calls.slice(count).filter(([route]) => route.method === 'POST');

const waiting: ContactMessage = {
  id: 4,
  name: 'Asha Rao',
  phone: '9845012345',
  email: 'asha@example.com',
  message: 'A demo please',
  createdAt: '2026-11-27T10:00:00.000Z',
  handledAt: null,
};

const failedJobs: JobsOverview = {
  queues: [{ queue: 'keepsake', queued: 0, active: 0, failed: 1 }],
  failed: [
    { queue: 'keepsake', id: 'j-1', failure: 'out of paper', failedAt: '2026-11-27T10:00:00.000Z', retryCount: 2 },
  ],
};

afterEach(cleanup);

describe('the admin changes while their call runs', () => {
  it('marks a contact message handled: disabled while it runs, said after, one call for a double tap', async () => {
    render(<Toaster />);
    const onChange = vi.fn();
    renderPage(<ContactMessages onChange={onChange} />, {
      answers: [[adminKeys.contactMessages('waiting'), { messages: [waiting] }]],
    });
    const before = calls.mock.calls.length;
    const held = holdNextCall({ messages: [waiting] });

    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark handled' })).toHaveProperty('disabled', true),
    );
    expect(changesSince(before)).toEqual([
      [adminRoutes.contactHandled, { params: { id: 4 }, body: { handled: true } }],
    ]);

    held.resolve({ ...waiting, handledAt: '2026-11-27T11:00:00.000Z' });
    expect(await toastSaying('Marked handled.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("retries a failed job: disabled while it runs, the server's refusal after, one call for a double tap", async () => {
    render(<Toaster />);
    renderPage(<JobsPage />, { answers: [[adminKeys.jobs, failedJobs]] });
    const before = calls.mock.calls.length;
    const held = holdNextCall(failedJobs);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', true));
    expect(changesSince(before)).toEqual([[adminRoutes.retryJob, { params: { queue: 'keepsake', id: 'j-1' } }]]);

    held.reject(refusal('That job is no longer failed.'));
    expect(await toastSaying('That job is no longer failed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false);
  });
});
