/**
 * The host's guest-list calls (contract: src/shared/api/guests.ts). Every route needs a signed-in buyer or
 * co-host of the site; anyone else gets 404 and nothing changes. Co-hosts are added and removed by the buyer.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BulkRequest,
  BulkResult,
  CHANGES_PAGE_MAX,
  ChangesQuery,
  Cohost,
  CohostInvite,
  CohostList,
  CohostParams,
  CohostRemoved,
  CohostRemoveQuery,
  FunctionParams,
  GuestListAnswer,
  GuestListChanges,
  GuestSettings,
  GuestSiteList,
  GuestSummary,
  Household,
  HouseholdInput,
  HouseholdList,
  HouseholdParams,
  ImportQuery,
  ImportResult,
  LiveIdParams,
  SentRequest,
} from '../../shared/api/guests';
import { currentUser, requireUser } from '../account';
import { errorResponseSchema, HttpError } from '../http/errors';
import { managedSite } from './access';
import { changesOf } from './changes';
import { addCohost, COHOST_UNKNOWN, cohostsOf, guestSitesOf, removeCohost } from './cohosts';
import { functionGuestsCsv, guestListCsv } from './export';
import {
  addHousehold,
  bulkAction,
  deleteHousehold,
  HOUSEHOLD_UNKNOWN,
  listHouseholds,
  markSent,
  rotateLink,
  updateHousehold,
} from './households';
import { IMPORT_MAX_BYTES, importHouseholds, type ImportFormat } from './import';
import { saveSettings, settingsOf } from './settings';
import { guestSummary } from './summary';
import { sendCsv } from '../http/csv';

const refusals = Object.fromEntries([400, 401, 403, 404, 409, 413, 415].map((status) => [status, errorResponseSchema]));
/** A record id from the address: a positive number, else the same 404 as an unknown one. */
function recordId(text: string, missing: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw new HttpError(404, missing);
  return Number(text);
}
const householdId = (text: string) => recordId(text, HOUSEHOLD_UNKNOWN);

/**
 * Signs in and reads the household id before the address and body are validated: `households/import` asked
 * with another method names no household and is a 404 like any unknown one, not a 400.
 */
async function householdFirst(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  householdId(String((request.params as { id?: unknown }).id ?? ''));
}

const CsvText = { content: { 'text/csv': { schema: { type: 'string' } } } };

const hostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const manage = (request: FastifyRequest) =>
    managedSite(ctx, currentUser(request), (request.params as { liveId: string }).liveId);
  const tags = ['guests'];

  app.get(
    '/private/guest-sites',
    {
      schema: {
        summary: 'Sites whose guest list the caller manages (owned or co-hosted), with their functions',
        tags,
        response: { 200: GuestSiteList, 401: errorResponseSchema },
      },
      preHandler: requireUser,
    },
    async (request) => guestSitesOf(ctx, currentUser(request)),
  );

  app.get(
    '/private/live/:liveId/households',
    {
      schema: {
        summary: "A site's guest list",
        tags,
        params: LiveIdParams,
        response: { 200: HouseholdList, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => listHouseholds(ctx, await manage(request)),
  );

  app.post(
    '/private/live/:liveId/households',
    {
      schema: {
        summary: 'Add one household (a number already on the list is a 409 naming its household)',
        tags,
        params: LiveIdParams,
        body: HouseholdInput,
        response: { 200: Household, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => addHousehold(ctx, await manage(request), request.body),
  );

  app.put(
    '/private/live/:liveId/households/:id',
    {
      schema: {
        summary: 'Change a household (functions kept keep their answers)',
        tags,
        params: HouseholdParams,
        body: HouseholdInput,
        response: { 200: Household, ...refusals },
      },
      preValidation: householdFirst,
    },
    async (request) => updateHousehold(ctx, await manage(request), householdId(request.params.id), request.body),
  );

  app.delete(
    '/private/live/:liveId/households/:id',
    {
      schema: {
        summary: 'Remove a household (its link stops working)',
        tags,
        params: HouseholdParams,
        response: { 200: GuestListAnswer, ...refusals },
      },
      preValidation: householdFirst,
    },
    async (request) => {
      await deleteHousehold(ctx, await manage(request), householdId(request.params.id));
      return { responce: 'The household was removed from the guest list.' };
    },
  );

  app.post(
    '/private/live/:liveId/households/:id/sent',
    {
      schema: {
        summary: 'Record that the invitation (or a reminder) was sent to a household',
        tags,
        params: HouseholdParams,
        body: SentRequest,
        response: { 200: Household, ...refusals },
      },
      preValidation: async (request) => {
        await householdFirst(request);
        // The WhatsApp button may send no body at all: that is an invitation sent.
        if (request.body === undefined) request.body = {};
      },
    },
    async (request) => markSent(ctx, await manage(request), householdId(request.params.id), request.body),
  );

  app.post(
    '/private/live/:liveId/households/:id/link',
    {
      schema: {
        summary: 'Give a household a new personal link; the old one stops working',
        tags,
        params: HouseholdParams,
        response: { 200: Household, ...refusals },
      },
      preValidation: householdFirst,
    },
    async (request) => rotateLink(ctx, await manage(request), householdId(request.params.id)),
  );

  app.post(
    '/private/live/:liveId/households/bulk',
    {
      schema: {
        summary: 'One action on many households: invite to or uninvite from a function, side, tag, language, delete',
        tags,
        params: LiveIdParams,
        body: BulkRequest,
        response: { 200: BulkResult, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => ({ changed: await bulkAction(ctx, await manage(request), request.body) }),
  );

  app.get(
    '/private/live/:liveId/households/export.csv',
    {
      schema: {
        summary: 'The guest list as CSV (UTF-8 with BOM)',
        tags,
        params: LiveIdParams,
        response: { 200: CsvText, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const managed = await manage(request);
      return sendCsv(reply, `guest-list-${managed.site.slug}.csv`, await guestListCsv(ctx, managed));
    },
  );

  app.get(
    '/private/live/:liveId/functions/:eventKey/guests.csv',
    {
      schema: {
        summary: 'The households coming to one function, with meals and stay needs (CSV, UTF-8 with BOM)',
        tags,
        params: FunctionParams,
        response: { 200: CsvText, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const managed = await manage(request);
      const file = await functionGuestsCsv(ctx, managed, request.params.eventKey);
      return sendCsv(reply, `${managed.site.slug}-${request.params.eventKey}-guests.csv`, file);
    },
  );

  app.get(
    '/private/live/:liveId/guest-summary',
    {
      schema: {
        summary: 'Per function: invited, coming, not coming, no answer, people, meals, stays; sent/opened/answered',
        tags,
        params: LiveIdParams,
        response: { 200: GuestSummary, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => guestSummary(ctx, await manage(request)),
  );

  app.get(
    '/private/live/:liveId/guest-settings',
    {
      schema: {
        summary: 'Message texts per language, RSVP deadlines, whether travel is asked',
        tags,
        params: LiveIdParams,
        response: { 200: GuestSettings, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => settingsOf(ctx, (await manage(request)).site.id),
  );

  app.put(
    '/private/live/:liveId/guest-settings',
    {
      schema: {
        summary: 'Save the guest-list settings',
        tags,
        params: LiveIdParams,
        body: GuestSettings,
        response: { 200: GuestSettings, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => saveSettings(ctx, await manage(request), request.body),
  );

  app.get(
    '/private/live/:liveId/changes',
    {
      schema: {
        summary: 'Who changed the guest list, what and when: newest first, ?before=<id of the last one seen>&limit=',
        tags,
        params: LiveIdParams,
        querystring: ChangesQuery,
        response: { 200: GuestListChanges, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const before = request.query.before === undefined ? undefined : Number(request.query.before);
      const limit = request.query.limit === undefined ? 50 : Number(request.query.limit);
      if (before !== undefined && before > 2_147_483_647)
        throw new HttpError(400, 'querystring.before must be the id of a change the list gave');
      if (limit > CHANGES_PAGE_MAX) throw new HttpError(400, `querystring.limit must be at most ${CHANGES_PAGE_MAX}`);
      return changesOf(ctx, await manage(request), { before, limit });
    },
  );

  app.get(
    '/private/live/:liveId/cohosts',
    {
      schema: { summary: "A site's co-hosts", tags, params: LiveIdParams, response: { 200: CohostList, ...refusals } },
      preHandler: requireUser,
    },
    async (request) => cohostsOf(ctx, await manage(request)),
  );

  app.post(
    '/private/live/:liveId/cohosts',
    {
      schema: {
        summary: 'Invite a co-host by e-mail (the buyer only); they are mailed a link to /guests',
        tags,
        params: LiveIdParams,
        body: CohostInvite,
        response: { 200: Cohost, ...refusals, 429: errorResponseSchema },
      },
      preHandler: requireUser,
    },
    async (request) =>
      addCohost(ctx, app.mailer, await manage(request), currentUser(request), request.body.email, request.log),
  );

  app.delete(
    '/private/live/:liveId/cohosts/:cohostId',
    {
      schema: {
        summary: 'Remove a co-host (the buyer only); ?rotateLinks=true also gives every household a new link',
        tags,
        params: CohostParams,
        querystring: CohostRemoveQuery,
        response: { 200: CohostRemoved, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const rotateLinks = request.query.rotateLinks === 'true';
      const cohostId = recordId(request.params.cohostId, COHOST_UNKNOWN);
      const linksRotated = await removeCohost(ctx, await manage(request), cohostId, { rotateLinks });
      return {
        responce: rotateLinks
          ? 'The co-host was removed and every household has a new personal link.'
          : 'The co-host was removed.',
        linksRotated,
      };
    },
  );

  // The import reads text bodies, parsed only in this scope so every other route keeps refusing them.
  const importRoutes: FastifyPluginAsyncTypebox = async (scope) => {
    scope.removeContentTypeParser(['text/plain']);
    scope.addContentTypeParser(
      [
        'text/csv',
        'text/vcard',
        'text/x-vcard',
        'text/directory',
        'text/plain',
        'application/csv',
        'application/vnd.ms-excel',
      ],
      { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/private/live/:liveId/households/import',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          summary: 'Import households from a CSV, a vCard file or pasted lines (?dryRun=true: preview only)',
          tags,
          consumes: ['text/csv', 'text/vcard', 'text/plain'],
          params: LiveIdParams,
          querystring: ImportQuery,
          response: { 200: ImportResult, ...refusals },
        },
        preHandler: requireUser,
      },
      async (request) => {
        const managed = await manage(request);
        const type = String(request.headers['content-type'] ?? '').toLowerCase();
        const text = typeof request.body === 'string' ? request.body : '';
        if (!text.trim()) throw new HttpError(400, 'The file is empty.');
        if (text.includes('\u0000')) throw new HttpError(400, 'The file is not text. Save the sheet as CSV.');
        const format: ImportFormat =
          /vcard|directory/.test(type) || /^\uFEFF?\s*BEGIN:VCARD/i.test(text)
            ? 'vcard'
            : /csv|excel/.test(type)
              ? 'csv'
              : 'lines';
        return importHouseholds(ctx, managed, format, text, request.query.dryRun === 'true');
      },
    );
  };
  await app.register(importRoutes);
};

export default hostRoutes;
