/**
 * Component tests of the sending screens: the real pages drawn by the app's renderPage inside the guest list's
 * frame, over a fake server answering at the HTTP layer (the app's one axios client gets a fake adapter) rather
 * than a stubbed `call`: polling, refetches after a mutation and the 402's body run as they do in the browser.
 */
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import type { GuestSite } from '../../../shared/api/guests';
import { httpClient } from '../../app/http-client';
import { renderPage as renderAppPage } from '../../testing/render-page';

export const SITE: GuestSite = {
  liveId: 'live-1',
  slug: 'ananya-weds-rohan',
  name: 'Ananya & Rohan',
  published: true,
  role: 'owner',
  events: [
    { eventKey: 'schedule-1', title: 'Haldi', date: '2027-02-10' },
    { eventKey: 'schedule-3', title: 'Wedding', date: '2027-02-11' },
  ],
  category: 'wedding',
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** An answer: a body (200), or a status and body; a function answers from the request. */
type Answer = unknown | { status: number; body: unknown };
type Route = Answer | ((call: Call) => Answer);

/**
 * Routes `METHOD path` (path below `/rest/api/private/live/live-1`, or a whole /rest/api path) to answers; every
 * call is recorded. A call no route knows is a 404, as on the server.
 */
export function fakeServer(routes: Record<string, Route>) {
  const calls: Call[] = [];
  httpClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, body };
    calls.push(call);
    const local = url.replace(`/rest/api/private/live/${SITE.liveId}`, '');
    const route = routes[`${method} ${local}`] ?? routes[`${method} ${url}`];
    const answer = typeof route === 'function' ? (route as (call: Call) => Answer)(call) : route;
    const { status, body: data } =
      answer === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer
          ? (answer as { status: number; body: unknown })
          : { status: 200, body: answer };
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A sending page at `path` inside the guest list's frame (the site in the outlet's context), on a fresh cache. */
export function renderPage(pattern: string, path: string, page: ReactElement) {
  return renderAppPage(
    <Routes>
      <Route element={<Outlet context={{ site: SITE }} />}>
        <Route path={pattern} element={page} />
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { path },
  );
}
