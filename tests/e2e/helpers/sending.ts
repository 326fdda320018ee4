/**
 * Sending journeys' seeding through the real API, as the guest list's journeys seed: a wedding with its functions,
 * households imported from a CSV (invited to the Haldi by its column), and the calls a journey checks against.
 */
import { expect } from '@playwright/test';
import type { HouseholdList } from '../../../src/shared/api/guests';
import type { Outbox, SendAccepted, SendBatch, SendRequest } from '../../../src/shared/api/sending';
import type { RunningServer } from '../fixtures';
import { saveContent, type SiteOwner } from './live-site';

export const SCHEDULE = {
  BrideName: 'Ananya',
  GroomName: 'Rohan',
  Schedule1EventName: 'Haldi',
  Schedule1Date: '2027-02-10',
  Schedule2EventName: 'Wedding',
  Schedule2Date: '2027-02-11',
};

async function call<T>(server: RunningServer, owner: SiteOwner, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}/rest/api${path}`, {
    ...init,
    headers: { authorization: owner.authorization, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const site = (owner: SiteOwner) => `/private/live/${owner.liveId}`;

/** The wedding's schedule and `count` households, "Family 1" ..., each with a number, invited to the Haldi. */
export async function seedWedding(server: RunningServer, owner: SiteOwner, count: number): Promise<HouseholdList> {
  await saveContent(server, owner, SCHEDULE);
  const rows = Array.from({ length: count }, (_, i) => `Family ${i + 1},98450${String(10000 + i)},2`);
  await call(server, owner, `${site(owner)}/households/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    body: ['Name,Mobile,Haldi', ...rows].join('\n'),
  });
  const list = await households(server, owner);
  expect(list).toHaveLength(count);
  return list;
}

export const households = (server: RunningServer, owner: SiteOwner) =>
  call<HouseholdList>(server, owner, `${site(owner)}/households`);

/** Sends a batch through the API and waits until the sandbox has sent all of it. */
export async function sendAndWait(server: RunningServer, owner: SiteOwner, request: SendRequest): Promise<SendBatch> {
  const { id } = await call<SendAccepted>(server, owner, `${site(owner)}/sends`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  let batch: SendBatch | undefined;
  await expect
    .poll(async () => (batch = await call<SendBatch>(server, owner, `${site(owner)}/sends/${id}`)).state)
    .toBe('done');
  return batch!;
}

export const outbox = (server: RunningServer, owner: SiteOwner) =>
  call<Outbox>(server, owner, `/dev/whatsapp/outbox?liveId=${encodeURIComponent(owner.liveId)}`);
