import type { Household } from '../../../shared/api/guests';

/** A household as the list answers it, for tests: nothing sent or answered, an Indian number, no function. */
export function householdOf(fields: Partial<Household> & { id: number }): Household {
  return {
    name: `Household ${fields.id}`,
    members: [],
    phone: '+919876543210',
    email: null,
    side: null,
    language: 'en',
    tags: [],
    notes: '',
    events: [],
    extraGuestsAllowed: false,
    link: `https://utsav.example/invite/a-weds-b/g/token${fields.id}`,
    status: {
      sentAt: null,
      deliveredAt: null,
      openedAt: null,
      answeredAt: null,
      remindedAt: null,
      reminders: 0,
      readAt: null,
      failure: null,
    },
    travel: null,
    updatedBy: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}
