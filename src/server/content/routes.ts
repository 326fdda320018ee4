/**
 * Buyer content (spec section 7, "User data payload"):
 *   POST /rest/api/private/createuserdata                     save the complete content of a bought template
 *   GET  /rest/api/private/get_userdata_component_fromuser    read it back to prefill the form
 * Content is checked against the template's schema with the generated
 * validators; anything wrong is a 400 naming each field, and nothing is stored.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentRejection,
  CreateUserDataRequest,
  CreateUserDataResponse,
  UserDataQuery,
  UserDataResponse,
} from '../../shared/api/content';
import type { Component } from '../../shared/content';
import { findTemplate, type Template } from '../../shared/catalogue';
import { getContentSchema } from '../../generated';
import { currentUser, requireUser, type AuthUser } from '../account';
import { paidOrderFor } from '../orders';
import { errorResponseSchema, HttpError } from '../http/errors';
import { liveSiteOfSomeoneElse, readOwnContent, saveContent } from './content-store';
import { checkSubmission, summarise } from './submission';

export const SAVED_MESSAGE = 'Data saved successfully.';

/** `userName` is the caller's e-mail in the spec's payload; content of another user is never read or written. */
function isSomeoneElse(user: AuthUser, userName: string | undefined): boolean {
  return userName !== undefined && userName.trim() !== '' && userName.trim().toLowerCase() !== user.email.toLowerCase();
}

function templateOrRefuse(id: string): Template {
  const template = findTemplate(id.trim());
  if (!template) throw new HttpError(400, `Unknown template ${id}.`);
  return template;
}

/** A 400 names every problem; 401 and 403 are the plain error shape. */
const refusals = { 400: ContentRejection, 401: errorResponseSchema, 403: errorResponseSchema };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/private/createuserdata',
    {
      schema: {
        summary: "Save the caller's content for a bought template (the complete component list)",
        body: CreateUserDataRequest,
        response: { 200: CreateUserDataResponse, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (isSomeoneElse(user, body.userName)) throw new HttpError(403, 'You can only change your own content.');
      const template = templateOrRefuse(body.baseTempID);
      const entry = getContentSchema(template.schema);
      if (!entry) throw new Error(`Template ${template.id} names schema "${template.schema}", which does not exist`);
      const order = await paidOrderFor(ctx.db, user.id, template.id);
      if (!order) throw new HttpError(403, `Buy ${template.name} before adding its content.`);
      const liveId = body.liveID ?? '';
      if (await liveSiteOfSomeoneElse(ctx, liveId, user.id)) throw new HttpError(403, 'This live site is not yours.');

      const checked = await checkSubmission(ctx, {
        entry,
        templateId: template.id,
        userId: user.id,
        pack: order.packType,
        components: body.components as Component[],
      });
      if (checked.problems.length > 0) {
        throw new HttpError(400, summarise(checked.problems), { problems: checked.problems });
      }
      await saveContent(ctx, { userId: user.id, templateId: template.id, liveId }, checked.components);
      return {
        responce: SAVED_MESSAGE,
        responceId: { baseTempID: template.id, liveID: liveId, components: checked.components },
      };
    },
  );

  app.get(
    '/private/get_userdata_component_fromuser',
    {
      schema: {
        summary: "The caller's saved content for a template, to prefill the form",
        querystring: UserDataQuery,
        response: { 200: UserDataResponse, ...refusals },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      if (isSomeoneElse(user, query.userName)) throw new HttpError(403, 'You can only read your own content.');
      const template = templateOrRefuse(query.baseTempID);
      // Naming another buyer's live site is refused as saving under it is, not answered with the caller's content.
      const { someoneElsesSite, saved } = await readOwnContent(ctx, {
        userId: user.id,
        templateId: template.id,
        liveId: query.liveID,
      });
      if (someoneElsesSite) throw new HttpError(403, 'This live site is not yours.');
      return {
        responce: 'OK',
        responceId: {
          baseTempID: template.id,
          liveID: saved?.liveId ?? query.liveID ?? '',
          components: saved?.components ?? [],
        },
      };
    },
  );
};

export default routes;
