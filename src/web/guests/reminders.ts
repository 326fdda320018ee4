import type { Household } from '../../shared/api/guests';

export type ReminderWho = 'notOpened' | 'notAnswered';

/**
 * Households to remind about a function (or any function): sent already, invited to it, and either not opened
 * or not answered for it.
 */
export function needsReminder(household: Household, who: ReminderWho, eventKey: string): boolean {
  if (!household.status.sentAt) return false;
  const invited = eventKey ? household.events.filter((event) => event.eventKey === eventKey) : household.events;
  if (invited.length === 0) return false;
  if (who === 'notOpened') return household.status.openedAt === null && household.status.answeredAt === null;
  return invited.some((event) => event.answer === null);
}

/** Whole days from today (India) to a deadline, negative once past. */
export function daysUntil(deadline: string, now = new Date()): number {
  const today = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
