/**
 * GET /invite-art/{scene}/{colours}.svg: a sample picture of the guest page, drawn once per scene and palette
 * by the one renderer and kept by browsers for a year (the address names the drawings' version), instead of
 * being drawn inline a dozen times in every page.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InviteArtParams, InviteArtQuery, InviteArtSvg } from '../../shared/api/invitation';
import { NotModified } from '../../shared/api/storefront';
import { pickEncoding } from '../http/encoding';
import { errorResponseSchema, HttpError } from '../http/errors';
import { loadRenderer } from './renderer';

/** The address names the drawing's version: the browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An address of another version (a page kept from before a release) still gets today's drawing, briefly kept. */
const OTHER_VERSION = 'public, max-age=300';
/** Drawings kept in memory, oldest out first: any palette may be asked for, so what a stranger fills is bounded. */
const MEMO_LIMIT = 300;

interface Drawn {
  svg: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const sampleArtRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const memo = new Map<string, Drawn>();

  app.get(
    '/invite-art/:scene/:colours.svg',
    {
      schema: {
        summary: 'A sample picture of the guest page, drawn in a palette (SVG)',
        tags: ['live'],
        params: InviteArtParams,
        querystring: InviteArtQuery,
        response: {
          200: { content: { 'image/svg+xml': { schema: InviteArtSvg } } },
          304: NotModified,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { scene, colours } = request.params;
      const renderer = await loadRenderer();
      if (!renderer.isSampleScene(scene)) throw new HttpError(404, `No sample picture ${scene}`);
      const key = `${scene}/${colours}`;
      let drawn = memo.get(key);
      if (drawn) {
        memo.delete(key);
      } else {
        const [background, primary, secondary, accent] = colours.split('-').map((hex) => `#${hex}`) as [
          string,
          string,
          string,
          string,
        ];
        const svg = renderer.sampleArtDocument(scene, { background, primary, secondary, accent });
        drawn = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
        if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
      }
      memo.set(key, drawn);

      const current = request.query.v === renderer.SAMPLE_ART_VERSION;
      reply
        .header('Cache-Control', current ? IMMUTABLE : OTHER_VERSION)
        .header('ETag', drawn.etag)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === drawn.etag) return reply.code(304).send();
      reply.type('image/svg+xml; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding === 'br') {
        drawn.br ??= brotliCompressSync(drawn.svg, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        return reply.header('Content-Encoding', 'br').send(drawn.br);
      }
      if (encoding === 'gzip') {
        drawn.gzip ??= gzipSync(drawn.svg, { level: 9 });
        return reply.header('Content-Encoding', 'gzip').send(drawn.gzip);
      }
      return reply.send(drawn.svg);
    },
  );
};

export default sampleArtRoutes;
