import { describe, expect, it } from 'vitest';
import type { GuestListChange } from '../../shared/api/guests';
import { changeLine, changeTime } from './change-words';

const site = { events: [{ eventKey: 'schedule-2', title: 'Sangeet', date: null }] };
const change = (fields: Partial<GuestListChange>): GuestListChange => ({
  id: 1,
  at: '2027-01-15T10:00:00.000Z',
  actor: { email: 'owner@x.in', name: 'Priya' },
  action: 'household.add',
  householdId: null,
  householdName: null,
  details: {},
  ...fields,
});

describe('a change as one line', () => {
  it('says who changed where shagun goes, old and new', () => {
    const line = changeLine(
      change({
        action: 'shagun.payee',
        details: {
          from: { enabled: true, upiId: 'old@okaxis', payeeName: 'Priya' },
          to: { enabled: true, upiId: 'new@ybl', payeeName: 'Priya' },
        },
      }),
      site,
    );
    expect(line).toBe('Priya (owner@x.in) changed where shagun goes: old@okaxis → new@ybl');
  });

  it('words households, imports, bulk actions and co-hosts', () => {
    const lines = [
      change({ householdId: 4, householdName: 'Sharma family' }),
      change({ action: 'household.import', details: { format: 'csv', added: 40, merged: 0, invalid: 0 } }),
      change({ action: 'bulk.invite', details: { count: 1, eventKey: 'schedule-2' } }),
      change({ action: 'bulk.language', details: { count: 3, value: 'ta' } }),
      change({ action: 'cohost.add', details: { email: 'planner@x.in' } }),
      change({ action: 'cohost.remove', details: { email: 'planner@x.in', linksRotated: 12 } }),
      change({ action: 'cohost.remove', details: { email: 'planner@x.in', linksRotated: 0 } }),
      change({
        action: 'household.delete',
        householdId: 5,
        householdName: null,
        actor: { email: 'a@x.in', name: null },
      }),
    ].map((one) => changeLine(one, site));
    expect(lines).toEqual([
      'Priya (owner@x.in) added household Sharma family',
      'Priya (owner@x.in) imported 40 households',
      'Priya (owner@x.in) invited 1 household to Sangeet',
      'Priya (owner@x.in) set the language of 3 households to Tamil',
      'Priya (owner@x.in) invited co-host planner@x.in',
      'Priya (owner@x.in) removed co-host planner@x.in and replaced the personal links',
      'Priya (owner@x.in) removed co-host planner@x.in',
      'a@x.in removed a household',
    ]);
  });

  it('gives the time in India time', () => {
    expect(changeTime(change({ at: '2027-01-15T10:00:00.000Z' }))).toBe('2027-01-15 15:30 IST');
  });
});
