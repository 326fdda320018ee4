/**
 * Reminder rules: for a function, at chosen days before its RSVP deadline (the guest settings' deadline, else the
 * function's date), a reminder to the households invited to it that have not answered and have not opted out.
 * A cron job of the job engine (once across instances) looks for due rules; each reminder is its own occasion in
 * the messages' once-only key ('rule-{function}-{days}d'), so a tick run twice, or after a restart, sends nothing
 * twice.
 */
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { ReminderRules } from '../../shared/api/sending';
import type { AppContext } from '../context';
import { householdEvents, households, liveSites, reminderRules, sendMessages } from '../db/schema';
import { functionsOf, type ManagedSite } from '../guests';
import { checkEventKey } from '../guests';
import { settingsOf } from '../guests';
import { AllowanceExceeded } from './allowance';
import { createBatch } from './batches';

export async function rulesOf(ctx: AppContext, liveId: string): Promise<ReminderRules> {
  const [row] = await ctx.db.select().from(reminderRules).where(eq(reminderRules.liveId, liveId)).limit(1);
  return { rules: row?.rules ?? [] };
}

export async function saveRules(ctx: AppContext, { site }: ManagedSite, input: ReminderRules): Promise<ReminderRules> {
  const events = await functionsOf(ctx, site);
  input.rules.forEach((rule, index) => checkEventKey(events, rule.eventKey, `body.rules.${index}.eventKey`));
  const rules = input.rules.map((rule) => ({
    ...rule,
    daysBefore: [...new Set(rule.daysBefore)].sort((a, b) => b - a),
  }));
  await ctx.db
    .insert(reminderRules)
    .values({ liveId: site.id, rules })
    .onConflictDoUpdate({ target: reminderRules.liveId, set: { rules, updatedAt: new Date() } });
  return { rules };
}

/** Today in India (the functions' dates and deadlines are Indian dates). */
const indianDay = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Creates the batches of every reminder due now; answers how many were created. */
export async function sendDueReminders(ctx: AppContext, queue: (ids: number[], at: Date) => Promise<void>) {
  const today = indianDay(ctx.config.now());
  const all = await ctx.db
    .select({ rules: reminderRules.rules, site: liveSites })
    .from(reminderRules)
    .innerJoin(liveSites, eq(liveSites.id, reminderRules.liveId));
  let created = 0;
  for (const { rules, site } of all) {
    if (!rules.length) continue;
    const [events, settings] = await Promise.all([functionsOf(ctx, site), settingsOf(ctx, site.id)]);
    for (const rule of rules) {
      const deadline = settings.deadlines[rule.eventKey] ?? events.find((e) => e.key === rule.eventKey)?.date;
      if (!deadline) continue;
      const left = daysBetween(today, deadline);
      // The latest rule day already reached (a server down on the day sends it late, not never).
      const days = rule.daysBefore.filter((d) => d >= left && left >= 0).sort((a, b) => a - b)[0];
      if (days === undefined) continue;
      const occasion = `rule-${rule.eventKey}-${days}d`;
      const ids = await unansweredWithout(ctx, site.id, rule.eventKey, rule.channel, occasion);
      if (!ids.length) continue;
      const batch = await createBatch(ctx, site, {
        channel: rule.channel,
        kind: 'reminder',
        householdIds: ids,
        eventKey: rule.eventKey,
        startAt: ctx.config.now(),
        occasion,
        createdBy: 'reminder rule',
      }).catch((error: unknown) => {
        // Over the allowance: the host sees no batch and the allowance page says none are left.
        if (error instanceof AllowanceExceeded) return null;
        throw error;
      });
      if (!batch) continue;
      created += 1;
      await queue(batch.queued, ctx.config.now());
    }
  }
  return created;
}

/** Invited, not answered, not opted out, reachable, and not yet sent this reminder. */
async function unansweredWithout(
  ctx: AppContext,
  liveId: string,
  eventKey: string,
  channel: 'whatsapp' | 'email',
  occasion: string,
): Promise<number[]> {
  const already = ctx.db
    .select({ id: sendMessages.householdId })
    .from(sendMessages)
    .where(and(eq(sendMessages.occasion, occasion), eq(sendMessages.channel, channel)));
  const rows = await ctx.db
    .select({ id: households.id, phone: households.phone, email: households.email })
    .from(households)
    .innerJoin(householdEvents, eq(householdEvents.householdId, households.id))
    .where(
      and(
        eq(households.liveId, liveId),
        eq(householdEvents.eventKey, eventKey),
        isNull(householdEvents.attending),
        isNull(households.optedOutAt),
        notInArray(households.id, already),
      ),
    );
  return rows.filter((row) => (channel === 'whatsapp' ? row.phone : row.email)).map((row) => row.id);
}
