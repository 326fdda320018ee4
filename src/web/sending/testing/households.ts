import type { Household } from '../../../shared/api/guests';
import { householdOf } from '../../guests/testing/household';

const T = '2026-11-20T10:00:00.000Z';

/** A household of the test site, invited to the Haldi with 2 seats, not sent, with a number of its own. */
export const household = (fields: Partial<Household> & { id: number }): Household =>
  householdOf({
    phone: `+9198765432${String(fields.id).padStart(2, '0')}`,
    events: [{ eventKey: 'schedule-1', seats: 2, answer: null }],
    ...fields,
  });

export const sentStatus = { ...household({ id: 0 }).status, sentAt: T };
export const coming = { attending: true, adults: 2, children: 0, meals: {}, answeredAt: T };
