// Uploaded pictures live in the database. Public ones (profile photos) are served at /api/images/<id>;
// private ones (chat pictures) only through signed addresses (media/media-links.ts).
import { randomUUID } from 'node:crypto';
import { maxImageBytes } from '@callout/contracts/validation';
import type { Queryable } from '../db/database';
import type { Env } from '../env';
import { ApiError } from '../errors';
import { messages } from '../messages';

// Only raster formats recognised by their first bytes: the declared type of an upload is never trusted,
// and SVG (which can carry script) is never accepted from users.
const signatures: Array<{ mime: string; test: (b: Buffer) => boolean }> = [
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { mime: 'image/jpeg', test: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) },
  { mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Checks a base64 upload (no data-URL prefix) and returns its type. */
export function checkUpload(base64: string): { mime: string; base64: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxImageBytes) throw new ApiError(413, messages.imageTooLarge);
  const mime = signatures.find((signature) => signature.test(bytes))?.mime;
  if (!mime) throw new ApiError(400, messages.imageType);
  return { mime, base64: bytes.toString('base64') };
}

export async function storeImage(
  db: Queryable,
  image: { mime: string; base64: string },
  id: string = randomUUID(),
): Promise<string> {
  await db.query('INSERT INTO images (id, mime, data_base64) VALUES ($1, $2, $3)', [
    id,
    image.mime,
    image.base64,
  ]);
  return id;
}

/** A picture /api/images never serves: only signed addresses to the people allowed to see it. */
export async function storePrivateImage(
  db: Queryable,
  image: { mime: string; base64: string },
): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO images (id, mime, data_base64, private) VALUES ($1, $2, $3, true)', [
    id,
    image.mime,
    image.base64,
  ]);
  return id;
}

export function imageLink(env: Pick<Env, 'PUBLIC_API_BASE_URL'>, id: string | null): string | null {
  return id ? `${env.PUBLIC_API_BASE_URL.replace(/\/$/, '')}/images/${id}` : null;
}
