/** The preview: per language of the chosen households, the body as the first household of it will read it. */
import { and, eq, inArray } from 'drizzle-orm';
import type { SendPreview, PreviewRequest } from '../../shared/api/sending';
import type { AppContext } from '../context';
import { householdEvents, households } from '../db/schema';
import { HttpError } from '../http/errors';
import { functionsOf } from '../guests';
import { personalLink } from '../guests';
import type { LiveSiteRow } from '../live';
import { ALL_FUNCTIONS, bodyText, parametersOf } from './message';
import { TEMPLATE_LANGUAGES, templateLanguageOf, type TemplateLanguage } from './texts';

export async function previewOf(
  ctx: AppContext,
  site: LiveSiteRow,
  request: Omit<PreviewRequest, 'eventKey'> & { eventKey: string | null },
): Promise<SendPreview> {
  const ids = [...new Set(request.householdIds)];
  const rows = await ctx.db
    .select()
    .from(households)
    .where(and(eq(households.liveId, site.id), inArray(households.id, ids)))
    .orderBy(households.id);
  if (rows.length !== ids.length) throw new HttpError(400, 'body.householdIds names a household not on this list');
  const events = await functionsOf(ctx, site);
  const byLanguage = new Map<TemplateLanguage, typeof rows>();
  for (const row of rows) {
    const lang = templateLanguageOf(row.language);
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), row]);
  }
  const languages: SendPreview['languages'] = [];
  for (const lang of TEMPLATE_LANGUAGES) {
    const group = byLanguage.get(lang);
    if (!group) continue;
    const first = group[0]!;
    const invited = await ctx.db
      .select({ key: householdEvents.eventKey })
      .from(householdEvents)
      .where(eq(householdEvents.householdId, first.id));
    const keys = new Set(invited.map((row) => row.key));
    const functions = events.filter((event) =>
      request.eventKey ? event.key === request.eventKey : keys.has(event.key),
    );
    const { parameters } = parametersOf({
      householdId: first.id,
      householdName: first.name,
      language: lang,
      functions,
      eventKey: request.eventKey ?? ALL_FUNCTIONS,
      link: personalLink(ctx.config, site.slug, first.linkNonce),
    });
    languages.push({ lang, households: group.length, text: bodyText(request.kind, lang, parameters) });
  }
  return { languages };
}
