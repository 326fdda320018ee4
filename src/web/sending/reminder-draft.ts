import type { ReminderRules, SendChannel } from '../../shared/api/sending';

/** The days before an RSVP deadline a host may pick (at most five, as the contract allows): 0 is the day itself. */
export const REMINDER_DAYS = [14, 7, 3, 1, 0] as const;

export interface FunctionReminders {
  days: number[];
  channel: SendChannel;
}

/** The rules as the screen edits them: one entry per function, no days meaning no reminders for it. */
export type ReminderDraft = Record<string, FunctionReminders>;

export function draftOf(rules: ReminderRules, eventKeys: readonly string[]): ReminderDraft {
  return Object.fromEntries(
    eventKeys.map((eventKey) => {
      const rule = rules.rules.find((candidate) => candidate.eventKey === eventKey);
      return [eventKey, { days: rule ? [...rule.daysBefore] : [], channel: rule?.channel ?? 'whatsapp' }];
    }),
  );
}

/** Functions with at least one day chosen, days from the earliest reminder to the last. */
export function rulesOf(draft: ReminderDraft): ReminderRules {
  return {
    rules: Object.entries(draft)
      .filter(([, reminders]) => reminders.days.length > 0)
      .map(([eventKey, reminders]) => ({
        eventKey,
        daysBefore: [...reminders.days].sort((a, b) => b - a),
        channel: reminders.channel,
      })),
  };
}

export const dayLabel = (days: number) =>
  days === 0 ? 'On the day' : days === 1 ? '1 day before' : `${days} days before`;
