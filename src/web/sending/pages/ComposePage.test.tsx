// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SendAllowance } from '../../../shared/api/sending';
import { household, coming, sentStatus } from '../testing/households';
import { fakeServer, renderPage } from '../testing/render';
import ComposePage from './ComposePage';

afterEach(cleanup);

/** Sent and answered; not sent; not sent and no number; sent, not answered, groom's side. */
const HOUSEHOLDS = [
  household({
    id: 1,
    name: 'Sharma family',
    status: { ...sentStatus, answeredAt: sentStatus.sentAt },
    events: [{ eventKey: 'schedule-1', seats: 2, answer: coming }],
  }),
  household({ id: 2, name: 'Rao family', side: 'bride' }),
  household({ id: 3, name: 'Iyer family', phone: null, side: 'bride' }),
  household({ id: 4, name: 'Kulkarni family', status: sentStatus, side: 'groom', tags: ['office'] }),
];

const allowance = (left: number): SendAllowance => ({ included: 300, bought: 0, used: 300 - left, left });

function server(left = 300, send: unknown = { status: 202, body: { id: 9, total: 1 } }) {
  return fakeServer({
    'GET /households': HOUSEHOLDS,
    'GET /sends/allowance': allowance(left),
    'POST /sends/preview': { languages: [{ lang: 'en', households: 1, text: 'Namaste Rao family!' }] },
    'POST /sends': send,
  });
}

const open = () => renderPage('/guests/sends/new', '/guests/sends/new', <ComposePage />);
const count = () => screen.getByTestId('audience-count');

describe('choosing who a batch goes to', () => {
  it('starts an invitation with those not sent, leaving out and naming those without a number', async () => {
    server();
    open();
    await waitFor(() => expect(count().textContent).toBe('1 household'));
    expect(screen.getByText('1 household left out: no mobile number on the list.')).toBeTruthy();
    expect(screen.getByText(/replied STOP are left out/)).toBeTruthy();
    // By e-mail nobody has an address: all of them are left out for that reason.
    await userEvent.click(screen.getByLabelText('E-mail'));
    expect(count().textContent).toBe('Nobody to send to with these choices.');
    expect(screen.getByText('2 households left out: no e-mail address on the list.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nobody to send to' })).toHaveProperty('disabled', true);
  });

  it('a reminder goes to those not answered, narrowed by side and tag, and is sent with exactly those', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(count().textContent).toBe('1 household'));
    await userEvent.click(screen.getByLabelText('Reminder'));
    expect(screen.getByLabelText<HTMLInputElement>('Not answered').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Not sent yet').checked).toBe(false);
    expect(count().textContent).toBe('2 households');
    await userEvent.selectOptions(screen.getByLabelText('Side'), 'groom');
    expect(count().textContent).toBe('1 household');
    await userEvent.selectOptions(screen.getByLabelText('Side'), '');
    await userEvent.selectOptions(screen.getByLabelText('Tag'), 'office');
    expect(count().textContent).toBe('1 household');
    await userEvent.selectOptions(screen.getByLabelText('Function'), 'schedule-1');
    expect(screen.getByTestId('cost').textContent).toContain('Uses 1 message of the 300 messages you have left');

    await userEvent.click(screen.getByText('Preview each language'));
    expect(await screen.findByText('Namaste Rao family!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send to 1 household' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/guests/sends/9'));
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/sends'))?.body).toEqual({
      channel: 'whatsapp',
      kind: 'reminder',
      householdIds: [4],
      eventKey: 'schedule-1',
    });
  });

  it('says what is short before it starts, and what the server refused when another batch used the rest', async () => {
    server(0);
    const view = open();
    await waitFor(() => expect(count().textContent).toBe('1 household'));
    const cost = within(view.container).getByTestId('cost');
    await waitFor(() => expect(cost.textContent).toContain('That is 1 message more than you have.'));
    expect(cost.textContent).toContain('A message pack adds 500 messages for ₹799 + GST');
    expect(within(cost).getByRole('button', { name: 'Buy 500 messages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to 1 household' })).toHaveProperty('disabled', true);
    cleanup();

    server(5, { status: 402, body: { error: 'ALLOWANCE', needed: 1, left: 0 } });
    open();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send to 1 household' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send to 1 household' }));
    expect(
      await screen.findByText(
        'This needs 1 message and 0 messages are left. Choose fewer households or buy a message pack.',
      ),
    ).toBeTruthy();
    // The refusal offers the pack too (the cost note, with 5 left, did not).
    expect(screen.getAllByRole('button', { name: 'Buy 500 messages' })).toHaveLength(1);
  });

  it('sends at a chosen time as an ISO time', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(count().textContent).toBe('1 household'));
    await userEvent.click(screen.getByLabelText('At a time'));
    expect(screen.getByRole('button', { name: 'Schedule for 1 household' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Date and time'), '2030-01-15T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule for 1 household' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/guests/sends/9'));
    const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/sends'))?.body as { at: string };
    expect(sent.at).toBe(new Date('2030-01-15T09:30').toISOString());
  });
});
