// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '../../../shared/api/guests';
import { guestRoutes } from '../../../shared/api/routes/guests';
import { call } from '../../app/api';
import { renderPage } from '../../testing/render-page';
import type { GuestSiteContext } from '../guest-site';
import { guestSiteOf } from '../testing/guest-site';
import ImportPage from './ImportPage';

vi.mock('../../app/api', async (original) => ({
  ...(await original<typeof import('../../app/api')>()),
  call: vi.fn(),
}));
// No mockReset between tests (vitest-dev/vitest#10845): each test reads only the calls it made.
const calls = vi.mocked(call);

const site = guestSiteOf();

const preview: ImportResult = {
  added: 1,
  merged: 1,
  invalid: [{ line: 3, reason: 'No name' }],
  preview: [
    { line: 1, name: 'Sharma family', phone: '+919876543210', members: 3, merge: false },
    { line: 2, name: 'Gupta family', phone: null, members: 1, merge: true },
  ],
};

function draw() {
  return renderPage(
    <Routes>
      <Route element={<Outlet context={{ site } satisfies GuestSiteContext} />}>
        <Route path="/guests/import" element={<ImportPage />} />
      </Route>
    </Routes>,
    { path: '/guests/import' },
  );
}

const PASTED = 'Sharma family, 98765 43210\nGupta family\n, 12';

describe('the import preview', () => {
  afterEach(cleanup);

  it('shows what would be saved, and saves it only when asked', async () => {
    const user = userEvent.setup();
    draw();
    await user.type(screen.getByLabelText('Or paste here'), PASTED);
    expect(screen.getByText('Read as lines of names and numbers.')).toBeTruthy();

    calls.mockResolvedValueOnce(preview);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(calls).toHaveBeenLastCalledWith(guestRoutes.importHouseholds, {
      params: { liveId: 'L1' },
      body: PASTED,
      query: { dryRun: 'true' },
      config: { headers: { 'Content-Type': 'text/plain; charset=utf-8' }, timeout: 60_000 },
    });

    const shown = within(await screen.findByRole('region', { name: 'Preview' }));
    expect(shown.getByTestId('preview-counts').textContent).toBe('1 new · 1 merged with your list · 1 not readable');
    const rows = shown.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Sharma family+91 98765 432103new', '2Gupta family–1merge']);
    expect(shown.getByText('No name')).toBeTruthy();

    calls.mockResolvedValueOnce({ added: 1, merged: 1, invalid: preview.invalid });
    await user.click(screen.getByRole('button', { name: 'Save 2 households' }));
    expect(calls).toHaveBeenLastCalledWith(
      guestRoutes.importHouseholds,
      expect.objectContaining({ body: PASTED, query: {} }),
    );
    expect((await screen.findByTestId('import-counts')).textContent).toBe('1 added · 1 merged · 1 not imported');
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('drops the preview once the list is changed, so what is saved is what was seen', async () => {
    const user = userEvent.setup();
    draw();
    await user.type(screen.getByLabelText('Or paste here'), PASTED);
    calls.mockResolvedValueOnce(preview);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });

    await user.type(screen.getByLabelText('Or paste here'), '\nMehta family, 98111 22233');
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it("shows the server's refusal and keeps the pasted list", async () => {
    const user = userEvent.setup();
    draw();
    await user.type(screen.getByLabelText('Or paste here'), PASTED);
    calls.mockRejectedValueOnce({ isAxiosError: true, response: { status: 400, data: { message: 'Too many rows.' } } });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many rows.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Or paste here').value).toBe(PASTED);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Preview' }).disabled).toBe(false);
  });
});
