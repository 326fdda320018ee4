/** Content saves (both names in one save) and guest wishes: whole saves only, no answered wish lost. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../../src/server/account/passwords';
import type { Db } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { seedLiveSite } from '../../../src/server/invitation/testing/seed';
import { json } from './server';
import type { Workload } from './workload';

const PASSWORD = 'crash safety pw';
const WRITES = 30;

/** Wish and save limits the test's burst would hit; the server under test must get them raised. */
export const CONTENT_AND_WISHES_ENV = {
  LIVE_WISHES_PER_CLIENT_PER_MINUTE: '10000',
  LIVE_WISHES_PER_SITE_PER_HOUR: '10000',
};

async function logIn(baseUrl: string, email: string): Promise<string> {
  const login = await json(baseUrl, '/rest/api/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  return login.body.responce;
}

export async function contentAndWishes(db: Db): Promise<Workload> {
  const site = await seedLiveSite(db, {});
  const [owner] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD, { logN: 10 }) })
    .where(eq(users.id, site.userId))
    .returning({ email: users.email });
  const email = owner!.email;
  const template = site.template.id;
  const answeredWishes: string[] = [];
  const answeredSaves: number[] = [];

  return {
    name: 'content saves and wishes',
    start(baseUrl) {
      const signedIn = logIn(baseUrl, email);
      const saves = signedIn.then((token) =>
        Array.from({ length: WRITES }, (_, i) =>
          json(baseUrl, '/rest/api/private/createuserdata', {
            method: 'POST',
            token,
            body: JSON.stringify({
              baseTempID: template,
              liveID: site.liveId,
              components: [
                { comp_id: `${template}-BrideName`, comp_type: 'TEXT', comp_value: `Bride ${i}` },
                { comp_id: `${template}-GroomName`, comp_type: 'TEXT', comp_value: `Groom ${i}` },
              ],
            }),
          }).then((answer) => {
            if (answer.status === 200) answeredSaves.push(i);
          }),
        ),
      );
      const wishes = Array.from({ length: WRITES }, (_, i) =>
        json(baseUrl, `/rest/api/public/live/${site.slug}/wishes`, {
          method: 'POST',
          body: JSON.stringify({ name: 'Guest', message: `Wish number ${i}`, website: '' }),
        }).then((answer) => {
          if (answer.status < 300) answeredWishes.push(`Wish number ${i}`);
        }),
      );
      return {
        inTheMiddle: saves.then((inFlight) => Promise.all([Promise.race(inFlight), Promise.race(wishes)])).then(),
        settled: saves.then((inFlight) => Promise.allSettled([...inFlight, ...wishes])),
      };
    },
    async checkAfterCrash() {
      // The kill fell between answers: some writes were answered, the later ones never were.
      expect(answeredSaves.length).toBeGreaterThan(0);
      expect(answeredWishes.length).toBeGreaterThan(0);
      expect(answeredWishes.length + answeredSaves.length).toBeLessThan(2 * WRITES);
    },
    async checkAfterRestart(baseUrl) {
      const token = await logIn(baseUrl, email);
      const content = await json(
        baseUrl,
        `/rest/api/private/get_userdata_component_fromuser?baseTempID=${template}&liveID=${site.liveId}`,
        { token },
      );
      expect(content.status).toBe(200);
      const text = JSON.stringify(content.body);
      const bride = /Bride (\d+)/.exec(text)?.[1];
      const groom = /Groom (\d+)/.exec(text)?.[1];
      // Whole saves only: both names from the same save, and a save that was answered is there.
      expect(bride, text.slice(0, 300)).toBe(groom);
      expect(bride).toBeDefined();

      const wishes = await json(baseUrl, `/rest/api/private/get_all_wishmessage/${site.liveId}`, { token });
      expect(wishes.status).toBe(200);
      const stored = JSON.stringify(wishes.body);
      for (const message of answeredWishes) expect(stored).toContain(message);
    },
  };
}
