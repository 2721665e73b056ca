// Identity documents (means of ID, utility bill) sent with KYC. The pages show them with <img>, which
// cannot send a Bearer token, so each is served at an unguessable address (a random UUID) and, unlike
// profile pictures, never cached by shared caches.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import type { Env } from '../env';
import { providerMessages } from '../provider/messages';
import type { Services } from '../services';

export async function storeKycDocument(
  db: Queryable,
  providerId: string,
  image: { mime: string; base64: string },
): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO kyc_documents (id, provider_id, mime, data_base64) VALUES ($1, $2, $3, $4)', [
    id,
    providerId,
    image.mime,
    image.base64,
  ]);
  return id;
}

export function kycDocumentLink(env: Pick<Env, 'PUBLIC_API_BASE_URL'>, id: string | null): string | null {
  return id ? `${env.PUBLIC_API_BASE_URL.replace(/\/$/, '')}/kyc-documents/${id}` : null;
}

export function registerKycDocumentRoutes(api: FastifyInstance, { db }: Services): void {
  api.get<{ Params: { id: string } }>('/kyc-documents/:id', async (request, reply) => {
    const { id } = request.params;
    const [document] = /^[0-9a-f-]{36}$/.test(id)
      ? await db.query<{ mime: string; data_base64: string }>(
          'SELECT mime, data_base64 FROM kyc_documents WHERE id = $1',
          [id],
        )
      : [];
    if (!document) {
      return reply.status(404).send({ success: false, message: providerMessages.kycDocumentNotFound });
    }
    return reply
      .type(document.mime)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(Buffer.from(document.data_base64, 'base64'));
  });
}
