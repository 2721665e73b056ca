// GET /images/:id serves public pictures (profile photos, catalogue), cached for good. GET /media/:kind/:id
// serves private ones (chat pictures, KYC documents) only to the session of the account the address was
// listed to, proven by its Bearer token or media cookie (infra/media/media-session.ts), never by the address.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../errors';
import { readPublicImage } from '../../../infra/images/image-store';
import { readPrivateMedia } from '../../../infra/media/media-access';
import { mediaViewer } from '../../../infra/media/media-session';
import { mediaKinds } from '../../../infra/media/url-signer';
import { messages } from '../../../messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { mediaSessions, pictureReaders } from '../../private-media';
import { inputOf } from '../../route-input';

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
// The account the address was listed to. Other fields (the signature of older addresses) are ignored.
const mediaQuerySchema = z.object({ for: plainId });

// Uploaded pictures are raster images (infra/images/image-store.ts), but the demo pictures are SVG: opened on
// their own they must not run anything.
const sandbox = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const refusal = { 'Cache-Control': 'no-store', Vary: 'Authorization, Cookie' };

export function registerImageRoutes(api: FastifyInstance, { db, env }: Services): void {
  const image = documented({
    summary: 'A public picture, or its smaller copy at ?w=<width>',
    access: 'public',
    params: imageParamsSchema,
    query: imageQuerySchema,
    response: { mediaType: 'image/*' },
    errors: [404],
  });
  // The id is read as sent, not parsed with imageParamsSchema: one that is not a plain id is a 404 like an
  // unknown picture (a picture's address is never refused as malformed). The query is parsed as declared.
  api.get<{ Params: { id: string } }, (typeof image)['config']>(
    '/images/:id',
    image,
    async (request, reply) => {
      const { id } = request.params;
      const width = inputOf(request).query.w;
      const image = plainId.safeParse(id).success ? await readPublicImage(db, id, width) : undefined;
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
      summary:
        'A private picture, to the session (Bearer token or media cookie) of the account it was listed to',
      access: 'public',
      params: mediaParamsSchema,
      query: mediaQuerySchema,
      response: { mediaType: 'image/*' },
      // Not one account type's route, so no 401: without a live session the answer is 403.
      errors: [403, 404],
    }),
    async (request, reply) => {
      const { kind, id } = inputOf(request).params;
      const query = inputOf(request).query;
      const viewer = await mediaViewer(db, env, mediaSessions, request);
      if (!viewer) throw new ApiError(403, messages.mediaSignIn, refusal);
      if (viewer.id !== query.for) throw new ApiError(403, messages.mediaOtherAccount, refusal);
      const media = await readPrivateMedia(pictureReaders, db, kind, id, viewer);
      if (!media) throw new ApiError(404, messages.imageNotFound, refusal);
      // A stored picture never changes, so its id tags it; the browser may keep it but asks each time, and
      // the session is checked before a 304: a kept copy is never shown to a session that may not see it.
      const etag = `"${kind}-${id}"`;
      reply
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Authorization, Cookie')
        .header('ETag', etag)
        .header('Content-Security-Policy', sandbox);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(media.mime).send(Buffer.from(media.data_base64, 'base64'));
    },
  );
}
