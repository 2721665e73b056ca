import type { FastifyInstance } from 'fastify';
import { messages } from '../messages';
import type { Services } from '../services';

export function registerImageRoutes(api: FastifyInstance, { db }: Services): void {
  api.get<{ Params: { id: string } }>('/images/:id', async (request, reply) => {
    const { id } = request.params;
    const [image] = /^[A-Za-z0-9_-]{1,64}$/.test(id)
      ? await db.query<{ mime: string; data_base64: string }>(
          'SELECT mime, data_base64 FROM images WHERE id = $1',
          [id],
        )
      : [];
    if (!image) return reply.status(404).send({ success: false, message: messages.imageNotFound });
    return (
      reply
        .type(image.mime)
        // A new picture gets a new id, so a stored one never changes.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // The demo pictures are SVG; opened on their own they must not run anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(image.data_base64, 'base64'))
    );
  });
}
