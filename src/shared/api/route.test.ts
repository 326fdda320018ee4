import { describe, expect, it } from 'vitest';
import { pathOf } from './route';
import { guestRoutes } from './routes/guests';

describe('a route of the contract', () => {
  it('fills its placeholders, each as one encoded path segment', () => {
    expect(pathOf(guestRoutes.editHousehold.path, { liveId: 'a/b c', id: 7 })).toBe(
      '/rest/api/private/live/a%2Fb%20c/households/7',
    );
    expect(pathOf(guestRoutes.exportFunction.path, { liveId: 'L1', eventKey: 'mehndi' })).toBe(
      '/rest/api/private/live/L1/functions/mehndi/guests.csv',
    );
  });

  it('refuses to make an address with a placeholder left empty', () => {
    expect(() => pathOf(guestRoutes.households.path, {} as { liveId: string })).toThrow('{liveId}');
  });
});
