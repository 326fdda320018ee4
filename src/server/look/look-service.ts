/**
 * The buyer's look per bought template: who may change it (the buyer of a paid order), what their pack lets
 * them change (403 naming the pack that would), and whether each choice fits the template (400 naming it).
 */
import { and, eq } from 'drizzle-orm';
import { getContentSchema } from '../../generated';
import { findTemplate, type Template } from '../../shared/catalogue';
import {
  choosesLanguages,
  DEFAULT_OFFERED_LANGUAGES,
  EMPTY_LOOK,
  paletteChoices,
  resolveLook,
  translatableSlots,
  type ResolvedLook,
  type SiteLook,
} from '../../shared/look';
import { packIncludes, type PackFeature } from '../../shared/packs';
import type { PackType } from '../../shared/pricing';
import type { AppContext } from '../context';
import { siteLooks } from '../db/schema';
import { announceSiteChange } from '../db/site-changes';
import { HttpError } from '../http/errors';
import { bestPaidOrder, requireFeature } from '../live';
import { findUpload } from '../media';

export interface LookOwner {
  template: Template;
  pack: PackType;
}

/** The template and the pack of the caller's paid order for it; 404 for an unknown template, 403 unbought. */
export async function lookOwner(ctx: AppContext, userId: number, templateId: string): Promise<LookOwner> {
  const template = findTemplate(templateId.trim());
  if (!template) throw new HttpError(404, `Unknown template ${templateId}.`);
  // An upgrade counts: the best pack the buyer paid for decides, as it does for the live site.
  const order = await bestPaidOrder(ctx.db, userId, template.id);
  if (!order) throw new HttpError(403, `Buy ${template.name} before choosing its look.`);
  return { template, pack: order.packType };
}

export function lookFeatures(pack: PackType) {
  return {
    colors: packIncludes(pack, 'colors'),
    music: packIncludes(pack, 'music'),
    fonts: packIncludes(pack, 'fonts'),
    languages: packIncludes(pack, 'languages'),
  };
}

export async function readLook(ctx: AppContext, userId: number, tempId: string): Promise<SiteLook> {
  const [row] = await ctx.db
    .select({ look: siteLooks.look })
    .from(siteLooks)
    .where(and(eq(siteLooks.userId, userId), eq(siteLooks.tempId, tempId)))
    .limit(1);
  return { ...EMPTY_LOOK, ...row?.look };
}

export async function writeLook(ctx: AppContext, userId: number, tempId: string, look: SiteLook): Promise<void> {
  const now = ctx.config.now();
  await ctx.db
    .insert(siteLooks)
    .values({ userId, tempId, look, updatedAt: now })
    .onConflictDoUpdate({ target: [siteLooks.userId, siteLooks.tempId], set: { look, updatedAt: now } });
  await announceSiteChange(ctx.db, { userId, templateId: tempId });
}

function refuseUnlessIncluded(pack: PackType, feature: PackFeature, used: boolean): void {
  if (used) requireFeature(pack, feature);
}

/**
 * What a buyer's site looks and sounds like for guests: their look limited to the best pack they paid for
 * (the guest page renders with this; null when the template is not bought).
 */
export async function siteLookOf(ctx: AppContext, userId: number, templateId: string): Promise<ResolvedLook | null> {
  const template = findTemplate(templateId);
  const order = template ? await bestPaidOrder(ctx.db, userId, template.id) : null;
  if (!template || !order) return null;
  return resolveLook(template, await readLook(ctx, userId, template.id), order.packType);
}

/** Refuses a look the pack does not include (403) or that does not fit the template (400); nothing is stored. */
export async function checkLook(ctx: AppContext, userId: number, owner: LookOwner, look: SiteLook): Promise<void> {
  const { template, pack } = owner;
  refuseUnlessIncluded(pack, 'colors', look.palette !== null || look.accent !== null);
  refuseUnlessIncluded(pack, 'music', look.music !== null);
  refuseUnlessIncluded(pack, 'fonts', look.fonts !== null);
  refuseUnlessIncluded(pack, 'languages', choosesLanguages(look));
  if (new Set(look.languages).size !== look.languages.length) {
    throw new HttpError(400, 'languages: each language may be offered once.');
  }
  const offered = look.languages.length ? look.languages : DEFAULT_OFFERED_LANGUAGES;
  if (look.defaultLanguage !== null && !offered.includes(look.defaultLanguage)) {
    throw new HttpError(400, 'defaultLanguage: must be one of the languages the page offers.');
  }

  if (look.palette !== null && !paletteChoices(template).some((palette) => palette.name === look.palette)) {
    throw new HttpError(400, `palette: ${template.name} has no palette called "${look.palette}".`);
  }
  if (look.music?.source === 'upload') {
    const upload = await findUpload(ctx, look.music.file);
    if (!upload || upload.userId !== userId || !upload.mimeType.startsWith('audio/')) {
      throw new HttpError(400, 'music.file: is not one of your uploaded tracks.');
    }
  }
  const entry = getContentSchema(template.schema);
  const allowed = new Set(entry ? translatableSlots(entry.layout).map((slot) => slot.wireName) : []);
  const seen = new Set<string>();
  for (const { lang, field } of look.texts) {
    if (!allowed.has(field)) throw new HttpError(400, `texts: ${field} is not a text of ${template.name}.`);
    if (seen.has(`${lang}:${field}`)) throw new HttpError(400, `texts: ${field} is given twice in one language.`);
    seen.add(`${lang}:${field}`);
  }
}
