/**
 * The hosts' calls for the day and after it (contract: src/shared/api/shagun.ts): the guests' shagun section, the
 * private shagun book with its CSV, and the stream addresses with the thank-you day. The buyer or a co-host of
 * the site only; anyone else gets the guest list's 404 and nothing changes. Where the shagun goes (the UPI ID)
 * is the buyer's alone: a co-host reads it and gets 403 changing it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { GuestListAnswer, LiveIdParams } from '../../shared/api/guests';
import {
  EventDaySettings,
  ShagunBook,
  ShagunGift,
  ShagunGiftInput,
  ShagunGiftParams,
  ShagunSettings,
} from '../../shared/api/shagun';
import { currentUser, requireUser } from '../account';
import { managedSite } from '../guests';
import { errorResponseSchema, HttpError } from '../http/errors';
import { addGift, deleteGift, GIFT_REMOVED, GIFT_UNKNOWN, shagunBook, shagunCsv, updateGift } from './book';
import { eventDaySettingsOf, saveEventDaySettings, saveShagunSettings, shagunSettingsOf } from './settings';
import { sendCsv } from '../http/csv';

const refusals = Object.fromEntries([400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]));
const CsvText = { content: { 'text/csv': { schema: { type: 'string' } } } };

/** An entry's id from the address: a positive number, else the same 404 as an unknown one. */
function giftId(text: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw new HttpError(404, GIFT_UNKNOWN);
  return Number(text);
}

const shagunRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const manage = (request: FastifyRequest) =>
    managedSite(ctx, currentUser(request), (request.params as { liveId: string }).liveId);
  const tags = ['shagun'];

  app.get(
    '/private/live/:liveId/shagun',
    {
      schema: {
        summary: "The guests' shagun section: on or off, the UPI ID and the name shown",
        tags,
        params: LiveIdParams,
        response: { 200: ShagunSettings, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => shagunSettingsOf(ctx, await manage(request)),
  );

  app.put(
    '/private/live/:liveId/shagun',
    {
      schema: {
        summary: "Turn the guests' shagun section on or off (the owner only; a UPI ID must look like name@handle)",
        tags,
        params: LiveIdParams,
        body: ShagunSettings,
        response: { 200: ShagunSettings, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => saveShagunSettings(ctx, app.mailer, await manage(request), request.body, request.log),
  );

  app.get(
    '/private/live/:liveId/shagun/gifts',
    {
      schema: {
        summary: 'The shagun book: every entry, with totals per function and per side',
        tags,
        params: LiveIdParams,
        response: { 200: ShagunBook, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => shagunBook(ctx, await manage(request)),
  );

  app.post(
    '/private/live/:liveId/shagun/gifts',
    {
      schema: {
        summary: 'Write an entry in the shagun book',
        tags,
        params: LiveIdParams,
        body: ShagunGiftInput,
        response: { 200: ShagunGift, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => addGift(ctx, await manage(request), request.body),
  );

  app.put(
    '/private/live/:liveId/shagun/gifts/:id',
    {
      schema: {
        summary: 'Correct an entry of the shagun book',
        tags,
        params: ShagunGiftParams,
        body: ShagunGiftInput,
        response: { 200: ShagunGift, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => updateGift(ctx, await manage(request), giftId(request.params.id), request.body),
  );

  app.delete(
    '/private/live/:liveId/shagun/gifts/:id',
    {
      schema: {
        summary: 'Remove an entry from the shagun book',
        tags,
        params: ShagunGiftParams,
        response: { 200: GuestListAnswer, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await deleteGift(ctx, await manage(request), giftId(request.params.id));
      return { responce: GIFT_REMOVED };
    },
  );

  app.get(
    '/private/live/:liveId/shagun/gifts.csv',
    {
      schema: {
        summary: 'The shagun book as CSV (UTF-8 with BOM), with its totals',
        tags,
        params: LiveIdParams,
        response: { 200: CsvText, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const managed = await manage(request);
      return sendCsv(reply, `shagun-${managed.site.slug}.csv`, await shagunCsv(ctx, managed));
    },
  );

  app.get(
    '/private/live/:liveId/event-day',
    {
      schema: {
        summary: 'Stream addresses per function and the days before the page becomes a thank-you page',
        tags,
        params: LiveIdParams,
        response: { 200: EventDaySettings, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => eventDaySettingsOf(ctx, await manage(request)),
  );

  app.put(
    '/private/live/:liveId/event-day',
    {
      schema: {
        summary: 'Save the stream addresses (https on YouTube, Zoom, Google Meet, Instagram) and the thank-you day',
        tags,
        params: LiveIdParams,
        body: EventDaySettings,
        response: { 200: EventDaySettings, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => saveEventDaySettings(ctx, await manage(request), request.body),
  );
};

export default shagunRoutes;
