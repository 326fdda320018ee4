/** A site's guest-list settings: the message texts per language, RSVP deadlines per function, askTravel. */
import { eq } from 'drizzle-orm';
import { GUEST_LANGUAGES, type GuestSettings } from '../../shared/api/guests';
import type { AppContext } from '../context';
import { guestSettings } from '../db/schema';
import { HttpError } from '../http/errors';
import { checkEventKey, functionsOf, type ManagedSite } from './access';
import { cleanText } from './household-input';
import { recordChange } from './history';
import { writeGuestList } from './guest-list-writes';

/** `{name}` and `{link}` are filled in per household by the Send screen. */
export const DEFAULT_GUEST_SETTINGS: GuestSettings = {
  invitation: {
    en: 'Dear {name}, with joy we invite you to our celebrations. Your personal invitation: {link}',
    hi: 'प्रिय {name}, हमारे उत्सव में आप सादर आमंत्रित हैं। आपका निमंत्रण: {link}',
    kn: 'ಪ್ರೀತಿಯ {name}, ನಮ್ಮ ಸಂಭ್ರಮಕ್ಕೆ ನಿಮಗೆ ಆದರದ ಆಹ್ವಾನ. ನಿಮ್ಮ ಆಹ್ವಾನ: {link}',
  },
  reminder: {
    en: 'Dear {name}, a gentle reminder to let us know if you can join us: {link}',
    hi: 'प्रिय {name}, कृपया बताएँ कि आप आ पाएँगे या नहीं: {link}',
    kn: 'ಪ್ರೀತಿಯ {name}, ನೀವು ಬರುವಿರಾ ಎಂದು ದಯವಿಟ್ಟು ತಿಳಿಸಿ: {link}',
  },
  deadlines: {},
  askTravel: false,
};

export async function settingsOf(ctx: AppContext, liveId: string): Promise<GuestSettings> {
  const [row] = await ctx.db.select().from(guestSettings).where(eq(guestSettings.liveId, liveId)).limit(1);
  return row ? { ...DEFAULT_GUEST_SETTINGS, ...(row.settings as Partial<GuestSettings>) } : DEFAULT_GUEST_SETTINGS;
}

export async function saveSettings(
  ctx: AppContext,
  { site, actor }: ManagedSite,
  settings: GuestSettings,
): Promise<GuestSettings> {
  const events = await functionsOf(ctx, site);
  for (const key of Object.keys(settings.deadlines)) checkEventKey(events, key, `body.deadlines.${key}`);
  for (const kind of ['invitation', 'reminder'] as const) {
    for (const lang of GUEST_LANGUAGES) {
      const text = settings[kind][lang];
      if (text !== undefined) settings[kind][lang] = cleanText(text, `body.${kind}.${lang}`, { multiline: true });
    }
  }
  for (const [key, day] of Object.entries(settings.deadlines)) {
    if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new HttpError(400, `body.deadlines.${key} is not a date`);
  }
  const now = ctx.config.now();
  // A household's page reads askTravel: the guest page's kept households are dropped with the change.
  await writeGuestList(ctx, site.id, async (tx) => {
    await tx
      .insert(guestSettings)
      .values({ liveId: site.id, settings, updatedBy: actor, updatedAt: now })
      .onConflictDoUpdate({ target: guestSettings.liveId, set: { settings, updatedBy: actor, updatedAt: now } });
    await recordChange(tx, { liveId: site.id, action: 'settings.save', actor });
  });
  return settings;
}
