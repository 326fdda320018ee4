import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArtCoverParams, ArtParams, ArtPng, ArtSvg, NotModified } from '../../shared/api/storefront';
import { renderArt } from '../../shared/art';
import type { ArtKind } from '../../shared/art';
import { findTemplate } from '../../shared/catalogue';
import { pickEncoding } from '../http/encoding';
import { errorResponseSchema, HttpError } from '../http/errors';
import { loadSharp } from '../media';

/** Artwork changes only with a release; a week in caches, then a cheap revalidation by ETag. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const MEMO_LIMIT = 400;

interface Rendered {
  svg: string;
  etag: string;
  /** Compressed copies, made on first request (SVG text shrinks to about a fifth). */
  br?: Buffer;
  gzip?: Buffer;
}

/** GET /public/art/{id}/{kind}.svg: a template's generated thumbnail, cover or screenshot. */
const artRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Rendering is deterministic, so recent results are kept (bounded: oldest first out).
  const memo = new Map<string, Rendered>();
  const render = (id: string, kind: ArtKind): Rendered | undefined => {
    const key = `${id}/${kind}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const template = findTemplate(id);
    if (!template) return undefined;
    const svg = renderArt(template, kind);
    const rendered = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(key, rendered);
    return rendered;
  };

  app.get(
    '/public/art/:id/:kind.svg',
    {
      schema: {
        summary: 'Generated artwork of a template (SVG)',
        tags: ['storefront'],
        params: ArtParams,
        response: {
          200: { content: { 'image/svg+xml': { schema: ArtSvg } } },
          304: NotModified,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const rendered = render(id.toLowerCase(), kind);
      if (!rendered) throw new HttpError(404, `No template ${id}`);
      reply.header('Cache-Control', CACHE_CONTROL).header('ETag', rendered.etag).header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
      reply.type('image/svg+xml; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding === 'br') {
        rendered.br ??= brotliCompressSync(rendered.svg, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        return reply.header('Content-Encoding', 'br').send(rendered.br);
      }
      if (encoding === 'gzip') {
        rendered.gzip ??= gzipSync(rendered.svg, { level: 9 });
        return reply.header('Content-Encoding', 'gzip').send(rendered.gzip);
      }
      return reply.send(rendered.svg);
    },
  );

  // Link previews (WhatsApp, Facebook, X) show PNG or JPEG, not SVG: each template's cover, rasterised once. At
  // most one picture per template of the catalogue is kept, so what a stranger can make it hold is bounded.
  const covers = new Map<string, Promise<{ png: Buffer; etag: string }>>();
  app.get(
    '/public/art/:id/cover.png',
    {
      schema: {
        summary: 'A template cover as PNG, for link previews',
        tags: ['storefront'],
        params: ArtCoverParams,
        response: { 200: { content: { 'image/png': { schema: ArtPng } } }, 304: NotModified, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const svg = render(id, 'cover');
      if (!svg) throw new HttpError(404, `No template ${request.params.id}`);
      let cover = covers.get(id);
      if (!cover) {
        cover = loadSharp()
          .then((sharp) => sharp(Buffer.from(svg.svg)).png({ compressionLevel: 9 }).toBuffer())
          .then((png) => ({ png, etag: `"${createHash('sha1').update(png).digest('base64url').slice(0, 20)}"` }));
        covers.set(id, cover);
        cover.catch(() => covers.delete(id));
      }
      const { png, etag } = await cover;
      reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(png);
    },
  );
};

export default artRoutes;
