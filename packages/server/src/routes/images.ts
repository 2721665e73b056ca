// GET /images/:id serves public pictures (profile photos, catalogue), cached for good. GET /media/:kind/:id
// serves private ones (chat pictures, KYC documents) to the account a signed address was made for.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors';
import { parseInput } from '../http/parse-input';
import { readPrivateMedia } from '../media/media-access';
import { mediaSigner } from '../media/signing-key';
import { mediaKinds, unixNow } from '../media/url-signer';
import { messages } from '../messages';
import { documented } from '../openapi/route-contract';
import type { Services } from '../services';

const plainId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const imageParamsSchema = z.object({ id: plainId });
// ?w=<width>: the smaller copy of that width the console uploaded (the next wider one, or the picture itself).
const imageQuerySchema = z.object({
  w: z
    .string({ error: messages.imageWidth })
    .regex(/^[1-9]\d{0,3}$/, messages.imageWidth)
    .transform(Number)
    .optional(),
});
const mediaParamsSchema = z.object({ kind: z.enum(mediaKinds), id: plainId });
const mediaQuerySchema = z.object({
  for: plainId,
  until: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

// Uploaded pictures are raster images (images/image-store.ts), but the demo pictures are SVG: opened on
// their own they must not run anything.
const sandbox = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const refusal = { 'Cache-Control': 'no-store' };

export function registerImageRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get<{ Params: { id: string }; Querystring: { w?: string } }>(
    '/images/:id',
    documented({
      summary: 'A public picture, or its smaller copy at ?w=<width>',
      access: 'public',
      params: imageParamsSchema,
      query: imageQuerySchema,
      response: { mediaType: 'image/*' },
      errors: [404],
    }),
    async (request, reply) => {
      const { id } = request.params;
      const width = parseInput(imageQuerySchema, request.query).w;
      const [image] = !plainId.safeParse(id).success
        ? []
        : width
          ? await db.query<{ mime: string; data_base64: string }>(
              // The narrowest copy at least this wide; the picture itself when none is.
              `SELECT mime, data_base64 FROM (
                 SELECT v.mime, v.data_base64, v.width FROM image_variants v
                   JOIN images i ON i.id = v.image_id AND NOT i.private
                  WHERE v.image_id = $1 AND v.width >= $2
                 UNION ALL
                 SELECT mime, data_base64, 2147483647 FROM images WHERE id = $1 AND NOT private
               ) candidates ORDER BY width LIMIT 1`,
              [id, width],
            )
          : await db.query<{ mime: string; data_base64: string }>(
              'SELECT mime, data_base64 FROM images WHERE id = $1 AND NOT private',
              [id],
            );
      if (!image) return reply.status(404).send({ success: false, message: messages.imageNotFound });
      return (
        reply
          .type(image.mime)
          // A new picture gets a new id, so a stored one never changes.
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Security-Policy', sandbox)
          .send(Buffer.from(image.data_base64, 'base64'))
      );
    },
  );

  api.get(
    '/media/:kind/:id',
    documented({
      summary: 'A private picture, by signed address',
      access: 'public',
      params: mediaParamsSchema,
      query: mediaQuerySchema,
      response: { mediaType: 'image/*' },
      errors: [403, 404],
    }),
    async (request, reply) => {
      const { kind, id } = parseInput(mediaParamsSchema, request.params);
      const query = parseInput(mediaQuerySchema, request.query);
      const now = unixNow();
      const signer = await mediaSigner(db, env);
      const grant = { kind, id, accountId: query.for, until: query.until };
      if (!signer.verify(grant, query.sig, now)) throw new ApiError(403, messages.mediaLinkExpired, refusal);
      const media = await readPrivateMedia(db, kind, id, query.for);
      if (!media) throw new ApiError(404, messages.imageNotFound, refusal);
      return (
        reply
          .type(media.mime)
          // Only the browser may keep it, and no longer than the signature lives.
          .header('Cache-Control', `private, max-age=${query.until - now}`)
          .header('Content-Security-Policy', sandbox)
          .send(Buffer.from(media.data_base64, 'base64'))
      );
    },
  );
}
