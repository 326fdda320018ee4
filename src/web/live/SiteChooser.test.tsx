// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuestSite } from '../../shared/api/guests';
import type { LiveSite } from '../../shared/api/live';
import GuestsLayout from '../guests/pages/GuestsLayout';
import { renderPage } from '../testing/render-page';
import { LiveSitePicker } from './LiveSitePicker';
import { liveSiteKeys, useLiveSites } from './use-live-sites';

const liveSite = (liveId: string, name: string): LiveSite => ({
  liveId,
  baseTempID: `t-${liveId}`,
  slug: `${liveId}-slug`,
  url: `https://utsav.example/invite/${liveId}-slug`,
  published: true,
  indexable: false,
  hasAccessCode: false,
  packType: 'basic',
  name,
});
const guestSite = (liveId: string, name: string): GuestSite => ({
  liveId,
  slug: `${liveId}-slug`,
  name,
  published: true,
  role: 'owner',
  events: [],
  category: 'wedding',
});

const answers = [
  [liveSiteKeys.all, [liveSite('a', 'Asha weds Ravi'), liveSite('b', 'Meera turns one')]],
  [['guest-sites'], [guestSite('a', 'Asha weds Ravi'), guestSite('b', 'Meera turns one')]],
] as const;

function WishesLike() {
  return <LiveSitePicker live={useLiveSites()} />;
}

/** The guest list and a moderation page, with links between them as the app's menu has. */
const app = (
  <>
    <Link to="/guests">to guests</Link>
    <Link to="/wishes">to wishes</Link>
    <Routes>
      <Route path="/guests" element={<GuestsLayout />}>
        <Route index element={<p>households</p>} />
      </Route>
      <Route path="/wishes" element={<WishesLike />} />
    </Routes>
  </>
);

const chooser = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Invitation' });

describe('the site chooser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('a site chosen on the guest list is the site of the moderation pages, and the other way round', async () => {
    const user = userEvent.setup();
    renderPage(app, { path: '/guests', answers });
    expect(chooser().value).toBe('a');
    await user.selectOptions(chooser(), 'b');

    await user.click(screen.getByRole('link', { name: 'to wishes' }));
    expect(chooser().value).toBe('b');

    await user.selectOptions(chooser(), 'a');
    await user.click(screen.getByRole('link', { name: 'to guests' }));
    expect(chooser().value).toBe('a');
  });

  it('is kept across a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage(app, { path: '/guests', answers });
    await user.selectOptions(chooser(), 'b');
    first.unmount();

    renderPage(app, { path: '/wishes', answers });
    expect(chooser().value).toBe('b');
  });

  it("takes the site a co-host's mail links to (?site=) as the choice on every page", async () => {
    const user = userEvent.setup();
    renderPage(app, { path: '/guests?site=b', answers });
    expect(chooser().value).toBe('b');
    await user.click(screen.getByRole('link', { name: 'to wishes' }));
    expect(chooser().value).toBe('b');
  });

  it('shows no chooser with a single site', () => {
    renderPage(app, { path: '/guests', answers: [[['guest-sites'], [guestSite('a', 'Asha weds Ravi')]]] });
    expect(screen.getByText('households')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
