// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestRoutes } from '../../../shared/api/routes/guests';
import { call } from '../../app/api';
import { renderPage } from '../../testing/render-page';
import type { Household } from '../../../shared/api/guests';
import { guestSiteOf } from '../testing/guest-site';
import { householdOf } from '../testing/household';
import { HouseholdForm } from './HouseholdForm';

vi.mock('../../app/api', async (original) => ({
  ...(await original<typeof import('../../app/api')>()),
  call: vi.fn(),
}));
// No mockReset or mockClear between tests: with either, vitest 4 reports a rejection the form handles as the
// test's own error (vitest-dev/vitest#10845). Each test reads only the calls it made.
const calls = vi.mocked(call);
const callsSince = (count: number) => calls.mock.calls.slice(count);

const site = guestSiteOf({
  events: [
    { eventKey: 'haldi', title: 'Haldi', date: null },
    { eventKey: 'wedding', title: 'Wedding', date: null },
  ],
});

const sharma = householdOf({
  id: 7,
  name: 'Sharma family',
  members: [{ name: 'Anil', child: false }],
  side: 'bride',
  language: 'hi',
  tags: ['office'],
  events: [{ eventKey: 'wedding', seats: 3, answer: null }],
});

const refusal = (message: string) => ({ isAxiosError: true, response: { status: 400, data: { message } } });

function draw(household: Household | null) {
  const onDone = vi.fn();
  renderPage(<HouseholdForm site={site} household={household} sides={[]} onDone={onDone} />);
  return onDone;
}

describe('the household form', () => {
  afterEach(cleanup);

  it('adds a household as typed: the number read as Indian, the functions ticked with seats', async () => {
    const user = userEvent.setup();
    calls.mockResolvedValue(sharma);
    const onDone = draw(null);

    await user.type(screen.getByLabelText('Name as on the envelope'), 'Gupta family');
    await user.type(screen.getByLabelText('Mobile (WhatsApp)'), '98765 43210');
    expect(screen.getByText('Saved as +91 98765 43210')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Haldi' }));
    // The seats start at the members' count (at least 1); the host selects it and types another.
    await user.type(screen.getByLabelText('Seats for Haldi'), '4', {
      initialSelectionStart: 0,
      initialSelectionEnd: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Add household' }));

    expect(calls).toHaveBeenLastCalledWith(guestRoutes.addHousehold, {
      params: { liveId: 'L1' },
      body: expect.objectContaining({
        name: 'Gupta family',
        phone: '98765 43210',
        members: [],
        events: [{ eventKey: 'haldi', seats: 4 }],
      }),
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('refuses a number that is not a mobile before sending anything', async () => {
    const user = userEvent.setup();
    const before = calls.mock.calls.length;
    draw(null);
    await user.type(screen.getByLabelText('Name as on the envelope'), 'Gupta family');
    await user.type(screen.getByLabelText('Mobile (WhatsApp)'), '12');
    expect(screen.getByText(/This is not a mobile number/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add household' }).disabled).toBe(true);
    expect(callsSince(before)).toEqual([]);
  });

  it('edits a household from what is saved, and keeps what was typed when the server refuses it', async () => {
    const user = userEvent.setup();
    calls.mockRejectedValue(refusal('The e-mail address is not valid.'));
    const onDone = draw(sharma);

    expect(screen.getByLabelText<HTMLInputElement>('Name as on the envelope').value).toBe('Sharma family');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile (WhatsApp)').value).toBe('+91 98765 43210');
    expect(screen.getByLabelText<HTMLInputElement>('Seats for Wedding').value).toBe('3');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'anil@');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(calls).toHaveBeenLastCalledWith(guestRoutes.editHousehold, {
      params: { liveId: 'L1', id: 7 },
      body: expect.objectContaining({ name: 'Sharma family', email: 'anil@', language: 'hi', side: 'bride' }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address is not valid.');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail (optional)').value).toBe('anil@');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('deletes a household only once confirmed', async () => {
    const user = userEvent.setup();
    calls.mockResolvedValue({ responce: 'deleted' });
    const before = calls.mock.calls.length;
    const onDone = draw(sharma);
    await user.click(screen.getByRole('button', { name: 'Delete household' }));
    expect(callsSince(before)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(callsSince(before)).toEqual([[guestRoutes.removeHousehold, { params: { liveId: 'L1', id: 7 } }]]);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
