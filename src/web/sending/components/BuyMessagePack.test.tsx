// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuestSite } from '../../../shared/api/guests';
import { renderPage as renderAppPage } from '../../testing/render-page';
import { fakeServer, SITE } from '../testing/render';
import { BuyMessagePack } from './BuyMessagePack';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function open(site: GuestSite) {
  return renderAppPage(
    <Routes>
      <Route element={<Outlet context={{ site }} />}>
        <Route path="/guests/sends/new" element={<BuyMessagePack />} />
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { path: '/guests/sends/new' },
  );
}

const LINE = {
  liveId: SITE.liveId,
  siteName: SITE.name,
  slug: SITE.slug,
  messages: 500,
  price: 799,
  gst: 144,
  totalBilling: 943,
};

describe('Buy 500 messages', () => {
  it('puts a message pack for the site in the cart and opens the cart', async () => {
    const calls = fakeServer({ 'PUT /message-pack': { line: LINE } });
    open(SITE);
    expect(screen.getByText('₹799 + GST, added to your cart')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Buy 500 messages' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/usercart'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT /rest/api/private/live/${SITE.liveId}/message-pack`,
    ]);
  });

  it("says the server's refusal and stays on the send screen", async () => {
    fakeServer({ 'PUT /message-pack': { status: 404, body: { message: 'There is no guest list for this site.' } } });
    open(SITE);
    await userEvent.click(screen.getByRole('button', { name: 'Buy 500 messages' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There is no guest list for this site.');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('a co-host is told to ask the owner, with nothing to press', () => {
    const calls = fakeServer({});
    open({ ...SITE, role: 'cohost' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Only the site's owner can buy one: ask them to add it\./)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
