import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TemplateByIdParams, TemplatesByIdResponse } from '../../shared/api/orders';
import { NotModified } from '../../shared/api/storefront';
import { findTemplate } from '../../shared/catalogue';
import { requireUser } from '../account';
import { errorResponseSchema, HttpError } from '../http/errors';
import { templateDto } from './template-dto';

/**
 * The catalogue changes only with a release, and its answers are the same for every caller: the client may keep
 * one for an hour (private: the route is signed-in, so shared caches keep nothing), then revalidates by ETag.
 */
export const CATALOGUE_CACHE_CONTROL = 'private, max-age=3600';

interface Prepared {
  answer: TemplatesByIdResponse;
  etag: string;
}

/** Each template's answer and its tag, made once and kept for the life of the process. */
const answers = new Map<string, Prepared>();

function preparedAnswer(id: string): Prepared | null {
  const known = answers.get(id);
  if (known) return known;
  const template = findTemplate(id);
  if (!template) return null;
  const answer: TemplatesByIdResponse = { tempDtoList: [templateDto(template)], methodResponce: 'OK' };
  const tag = createHash('sha1').update(JSON.stringify(answer)).digest('base64url').slice(0, 20);
  const made = { answer, etag: `"${tag}"` };
  answers.set(id, made);
  return made;
}

/** RFC 9110 If-None-Match: `*` or a list of tags, weak ones (W/) matching too for a GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Template lookups by id from the built-in catalogue (signed-in callers, as the spec's client calls it). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest so a missing token is a 401 before any input is looked at.
  app.addHook('onRequest', requireUser);

  app.get(
    '/public/get_templates_by_id/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One catalogue template by id (tempDtoList); ETag, and 304 on If-None-Match',
        params: TemplateByIdParams,
        response: {
          200: TemplatesByIdResponse,
          304: NotModified,
          // The refusal also carries the spec's empty list and methodResponce NOT_FOUND.
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const prepared = preparedAnswer(request.params.id);
      if (!prepared) {
        throw new HttpError(404, `Template "${request.params.id}" was not found.`, {
          tempDtoList: [],
          methodResponce: 'NOT_FOUND',
        });
      }
      reply.header('Cache-Control', CATALOGUE_CACHE_CONTROL).header('ETag', prepared.etag);
      if (matchesEtag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
      return prepared.answer;
    },
  );
};

export default routes;
