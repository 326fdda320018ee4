// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, renderPage, type Call } from '../testing/render';
import RemindersPage from './RemindersPage';

afterEach(cleanup);

describe('automatic reminders', () => {
  it('shows each function with its deadline and saves the days ticked per function', async () => {
    const calls = fakeServer({
      'GET /reminders': { rules: [{ eventKey: 'schedule-1', daysBefore: [7], channel: 'whatsapp' }] },
      'PUT /reminders': ({ body }: Call) => body,
      'GET /guest-settings': {
        invitation: { en: '', hi: '', kn: '' },
        reminder: { en: '', hi: '', kn: '' },
        deadlines: { 'schedule-1': '2027-02-01' },
        askTravel: false,
      },
    });
    renderPage('/guests/sends/reminders', '/guests/sends/reminders', <RemindersPage />);
    const haldi = within(await screen.findByRole('group', { name: 'Haldi' }));
    const wedding = within(screen.getByRole('group', { name: 'Wedding' }));
    await waitFor(() => expect(haldi.getByText('Answers due by 1 Feb 2027.')).toBeTruthy());
    expect(wedding.getByText(/No RSVP deadline yet/)).toBeTruthy();
    expect(haldi.getByLabelText<HTMLInputElement>('7 days before').checked).toBe(true);

    await userEvent.click(haldi.getByLabelText('1 day before'));
    await userEvent.click(wedding.getByLabelText('On the day'));
    await userEvent.selectOptions(wedding.getByLabelText('By'), 'email');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rules: [
        { eventKey: 'schedule-1', daysBefore: [7, 1], channel: 'whatsapp' },
        { eventKey: 'schedule-3', daysBefore: [0], channel: 'email' },
      ],
    });
  });
});
