// Uploaded pictures live in the database. Public ones (profile photos) are served at /api/images/<id>;
// private ones (chat pictures) only through signed addresses (infra/media/media-links.ts).
import { randomUUID } from 'node:crypto';
import {
  formatPictureLink,
  maxPictureVariantBytes,
  pictureVariantMessage,
  pictureVariantWidths,
} from '@callout/contracts/picture-link';
import { maxImageBytes, maxImagePixels, maxImageSide } from '@callout/contracts/validation';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import { messages } from '../../messages';
import type { Queryable } from '../db/database';

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

/**
 * Checks a base64 upload (no data-URL prefix) and returns its type and size. Every upload kind comes through
 * here. The size is read from the header, nothing is decoded: a picture whose header does not say it, or
 * says more than maxImagePixels or maxImageSide, is refused.
 */
export function checkUpload(base64: string): { mime: string; base64: string; size: PictureSize } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxImageBytes) throw new ApiError(413, messages.imageTooLarge);
  const mime = signatures.find((signature) => signature.test(bytes))?.mime;
  if (!mime) throw new ApiError(400, messages.imageType);
  const size = readImageSize(bytes, mime);
  if (!size) throw new ApiError(400, messages.imageType);
  if (!withinPixelLimit(size)) throw new ApiError(413, messages.imageTooManyPixels);
  return { mime, base64: bytes.toString('base64'), size };
}

export const withinPixelLimit = ({ width, height }: PictureSize): boolean =>
  width <= maxImageSide && height <= maxImageSide && width * height <= maxImagePixels;

export interface PictureSize {
  width: number;
  height: number;
}

/** Width and height from a PNG, JPEG, GIF or WebP header; null when the header does not say. */
export function readImageSize(bytes: Buffer, mime: string): PictureSize | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  if (mime === 'image/png') {
    // The first chunk is IHDR: width and height as 32-bit big-endian numbers.
    if (bytes.length < 24 || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
    return size(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  if (mime === 'image/gif') return gifSize(bytes);
  if (mime === 'image/webp') return webpSize(bytes);
  if (mime === 'image/jpeg') return jpegSize(bytes);
  return null;
}

/**
 * A GIF's logical screen, widened to any frame that reaches past it (browsers grow the picture to hold
 * every frame). Walks the blocks without decoding: extensions and frame data are skipped by their lengths.
 */
function gifSize(bytes: Buffer): PictureSize | null {
  if (bytes.length < 13) return null;
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10] ?? 0);
  /** Past a run of data sub-blocks (each a length byte, then that many bytes; a 0 ends the run). */
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] ?? 0) + 1;
    at += 1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      at += 2; // introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      width = Math.max(width, bytes.readUInt16LE(at + 1) + bytes.readUInt16LE(at + 5));
      height = Math.max(height, bytes.readUInt16LE(at + 3) + bytes.readUInt16LE(at + 7));
      at += 10 + colourTable(bytes[at + 9] ?? 0) + 1; // descriptor, local colour table, LZW code size
      skipSubBlocks();
    } else {
      return null;
    }
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

function webpSize(bytes: Buffer): PictureSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    // A key frame: start code 9d 01 2a, then 14-bit width and height.
    if (!bytes.subarray(23, 26).equals(Buffer.from('9d012a', 'hex'))) return null;
    const width = bytes.readUInt16LE(26) & 0x3fff;
    const height = bytes.readUInt16LE(28) & 0x3fff;
    return width > 0 && height > 0 ? { width, height } : null;
  }
  return null;
}

function jpegSize(bytes: Buffer): PictureSize | null {
  let at = 2;
  let turned = false;
  // Segments until a start-of-frame one (SOF0–SOF15 but DHT c4, JPG c8 and DAC cc), which holds the size.
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1) turned = exifTurned(bytes.subarray(at + 4, at + 2 + length));
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      if (!width || !height) return null;
      // Browsers show a photo the way its camera held it, so the copies are of the turned picture.
      return turned ? { width: height, height: width } : { width, height };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** Whether an APP1 Exif segment says the picture is shown turned a quarter (orientation 5 to 8). */
function exifTurned(segment: Buffer): boolean {
  if (segment.length < 14 || segment.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return false;
  const tiff = segment.subarray(6);
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return false;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return false;
  const entries = u16(directory);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return false;
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5 && u16(entry + 8) <= 8;
  }
  return false;
}

export interface CheckedPicture {
  mime: string;
  base64: string;
  size: PictureSize;
  variants: Array<{ mime: string; base64: string; width: number; height: number }>;
}

/**
 * A catalogue picture with the smaller copies the console's browser made of it: each must be a real WebP,
 * PNG or JPEG, at most 512 KB, narrower than the picture and of its proportions (within a pixel of
 * rounding), one per width. The original is checked as checkUpload does.
 */
export function checkPicture(base64: string, variants: readonly string[] = []): CheckedPicture {
  const { size, ...original } = checkUpload(base64);
  const seen = new Set<number>();
  const copies = variants.map((variant) => {
    const bytes = Buffer.from(variant, 'base64');
    if (bytes.length > maxPictureVariantBytes) throw new ApiError(413, pictureVariantMessage);
    const mime = signatures.find((signature) => signature.test(bytes))?.mime;
    if (!mime || mime === 'image/gif') throw new ApiError(400, pictureVariantMessage);
    const copy = readImageSize(bytes, mime);
    if (copy && !withinPixelLimit(copy)) throw new ApiError(413, messages.imageTooManyPixels);
    const expectedHeight = copy ? (copy.width * size.height) / size.width : 0;
    if (
      !copy ||
      copy.width >= size.width ||
      copy.width > Math.max(...pictureVariantWidths) ||
      Math.abs(copy.height - expectedHeight) > 1 ||
      seen.has(copy.width)
    ) {
      throw new ApiError(400, messages.pictureVariantSize);
    }
    seen.add(copy.width);
    return { mime, base64: bytes.toString('base64'), ...copy };
  });
  return { ...original, size, variants: copies };
}

/** Stores a checked picture and its copies; the link says their sizes (@callout/contracts/picture-link). */
export async function storePicture(db: Queryable, picture: CheckedPicture): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO images (id, mime, data_base64, width, height) VALUES ($1, $2, $3, $4, $5)', [
    id,
    picture.mime,
    picture.base64,
    picture.size.width,
    picture.size.height,
  ]);
  for (const variant of picture.variants) {
    await db.query(
      'INSERT INTO image_variants (image_id, width, height, mime, data_base64) VALUES ($1, $2, $3, $4, $5)',
      [id, variant.width, variant.height, variant.mime, variant.base64],
    );
  }
  return formatPictureLink(
    `/api/images/${id}`,
    picture.size,
    picture.variants.map((variant) => variant.width),
  );
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

/** A picture no longer used (a profile photo replaced). */
export async function deleteImage(db: Queryable, imageId: string): Promise<void> {
  await db.query('DELETE FROM images WHERE id = $1', [imageId]);
}

/**
 * A public picture as /api/images serves it: with `width`, the narrowest copy at least this wide (the
 * picture itself when none is); undefined when there is no such public picture.
 */
export async function readPublicImage(
  db: Queryable,
  imageId: string,
  width: number | undefined,
): Promise<{ mime: string; data_base64: string } | undefined> {
  const [image] = width
    ? await db.query<{ mime: string; data_base64: string }>(
        `SELECT mime, data_base64 FROM (
                 SELECT v.mime, v.data_base64, v.width FROM image_variants v
                   JOIN images i ON i.id = v.image_id AND NOT i.private
                  WHERE v.image_id = $1 AND v.width >= $2
                 UNION ALL
                 SELECT mime, data_base64, 2147483647 FROM images WHERE id = $1 AND NOT private
               ) candidates ORDER BY width LIMIT 1`,
        [imageId, width],
      )
    : await db.query<{ mime: string; data_base64: string }>(
        'SELECT mime, data_base64 FROM images WHERE id = $1 AND NOT private',
        [imageId],
      );
  return image;
}
