/** A fault while reading a site is a fault, not a missing site: only a site that is not there is "not found". */
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../shared/catalogue';
import type { AppContext } from '../context';
import type { LiveSiteRow } from '../live';
import { loadSiteContent } from './site';

const databaseDown = new Proxy(
  {},
  {
    get() {
      throw new Error('database down');
    },
  },
);

describe('loadSiteContent', () => {
  const site = { id: 'live-1', userId: 1, tempId: TEMPLATES[0]!.id, slug: 'a-wedding' } as LiveSiteRow;

  it('passes on a database fault instead of answering as if the site were not there', async () => {
    const ctx = { db: databaseDown } as unknown as AppContext;
    await expect(loadSiteContent(ctx, site)).rejects.toThrow('database down');
  });

  it('is null for a site whose template left the catalogue', async () => {
    const ctx = { db: databaseDown } as unknown as AppContext;
    expect(await loadSiteContent(ctx, { ...site, tempId: 'no-such-template' })).toBeNull();
  });
});
