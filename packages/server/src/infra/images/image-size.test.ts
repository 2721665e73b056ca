// The server measures a picture from its header alone (no image library): PNG, GIF, each WebP
// flavour and JPEG, a photo turned by its Exif orientation as browsers show it.
import { pngClaimingSize, pngOfSize, webpOfSize } from '@callout/server-testing/fixtures/pictures';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { messages } from '../../messages';
import { checkUpload, readImageSize } from './image-store';

function segment(marker: number, body: Buffer): Buffer<ArrayBufferLike> {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** A GIF of this logical screen, with one frame at (left, top) of (width, height), one-colour data. */
function gif(screen: [number, number], frame: [number, number, number, number]): Buffer<ArrayBufferLike> {
  const head = Buffer.alloc(13 + 6);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(screen[0], 6);
  head.writeUInt16LE(screen[1], 8);
  head.writeUInt8(0x80, 10); // a global colour table of two colours
  // A comment extension, skipped by its sub-block lengths.
  const comment = Buffer.from([0x21, 0xfe, 3, 0x61, 0x62, 0x63, 0]);
  const descriptor = Buffer.alloc(10);
  descriptor.writeUInt8(0x2c, 0);
  frame.forEach((value, index) => {
    descriptor.writeUInt16LE(value, 1 + index * 2);
  });
  const data = Buffer.from([2, 2, 0x4c, 0x01, 0]);
  return Buffer.concat([head, comment, descriptor, data, Buffer.from([0x3b])]);
}

/** A lossy (VP8) or extended (VP8X) WebP header of this size. */
function webp(chunk: 'VP8 ' | 'VP8X', width: number, height: number): Buffer<ArrayBufferLike> {
  const file = Buffer.alloc(30);
  file.write(`RIFF\0\0\0\0WEBP${chunk}`, 0, 'latin1');
  if (chunk === 'VP8X') {
    file.writeUIntLE(width - 1, 24, 3);
    file.writeUIntLE(height - 1, 27, 3);
  } else {
    Buffer.from('9d012a', 'hex').copy(file, 23);
    file.writeUInt16LE(width, 26);
    file.writeUInt16LE(height, 28);
  }
  return file;
}

/** A JPEG header: optional Exif orientation (big-endian TIFF), then a baseline frame of this size. */
function jpeg(width: number, height: number, orientation?: number): Buffer<ArrayBufferLike> {
  const parts: Buffer<ArrayBufferLike>[] = [Buffer.from([0xff, 0xd8])];
  if (orientation) {
    const tiff = Buffer.alloc(8 + 2 + 12 + 4);
    tiff.write('MM', 0, 'latin1');
    tiff.writeUInt16BE(42, 2);
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(1, 8);
    tiff.writeUInt16BE(0x0112, 10);
    tiff.writeUInt16BE(3, 12);
    tiff.writeUInt32BE(1, 14);
    tiff.writeUInt16BE(orientation, 18);
    parts.push(segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])));
  }
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  parts.push(segment(0xdb, Buffer.alloc(65)), segment(0xc0, frame), Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

describe('reading a picture’s size from its header', () => {
  it('reads PNG, GIF and WebP (lossless, lossy and extended)', () => {
    expect(readImageSize(Buffer.from(pngOfSize(640, 427), 'base64'), 'image/png')).toEqual({
      width: 640,
      height: 427,
    });
    expect(readImageSize(Buffer.from(webpOfSize(320, 213), 'base64'), 'image/webp')).toEqual({
      width: 320,
      height: 213,
    });
    expect(readImageSize(webp('VP8 ', 160, 107), 'image/webp')).toEqual({ width: 160, height: 107 });
    expect(readImageSize(webp('VP8X', 2000, 1000), 'image/webp')).toEqual({ width: 2000, height: 1000 });
  });

  it('reads a GIF’s screen, grown to a frame that reaches past it', () => {
    expect(readImageSize(gif([320, 200], [0, 0, 320, 200]), 'image/gif')).toEqual({
      width: 320,
      height: 200,
    });
    expect(readImageSize(gif([1, 1], [10, 20, 30000, 40]), 'image/gif')).toEqual({
      width: 30010,
      height: 60,
    });
    // A header alone, or a frame cut off before its descriptor ends, says nothing.
    expect(readImageSize(Buffer.from('GIF89a\u0040\u0001\u00c8\u0000', 'latin1'), 'image/gif')).toBeNull();
    expect(readImageSize(gif([1, 1], [0, 0, 9, 9]).subarray(0, 30), 'image/gif')).toBeNull();
  });

  it('reads a JPEG’s frame, turned when its Exif orientation says so', () => {
    expect(readImageSize(jpeg(4000, 3000), 'image/jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(readImageSize(jpeg(4000, 3000, 1), 'image/jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(readImageSize(jpeg(4000, 3000, 6), 'image/jpeg')).toEqual({ width: 3000, height: 4000 });
  });

  it('says nothing for a header that does not hold a size', () => {
    expect(readImageSize(Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png')).toBeNull();
    expect(
      readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0]), 'image/jpeg'),
    ).toBeNull();
    expect(readImageSize(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), 'image/webp')).toBeNull();
  });
});

describe('the pixel limit on uploads', () => {
  const base64 = (bytes: Buffer<ArrayBufferLike>) => bytes.toString('base64');
  const refusal = (upload: string) => {
    try {
      checkUpload(upload);
    } catch (error) {
      return error instanceof ApiError ? { status: error.statusCode, message: error.message } : error;
    }
    return 'accepted';
  };
  const tooManyPixels = { status: 413, message: messages.imageTooManyPixels };

  it('refuses a small PNG that claims 60000 × 60000, before decoding anything', () => {
    const bomb = pngClaimingSize(60000, 60000, 320);
    expect(Buffer.from(bomb, 'base64').length).toBeLessThan(20 * 1024);
    expect(refusal(bomb)).toEqual(tooManyPixels);
  });

  it('refuses each format past 8000 on a side or 40 megapixels, and takes one at the limit', () => {
    const over = [
      pngClaimingSize(8001, 10),
      pngClaimingSize(6400, 6400), // 40.96 megapixels, each side within the limit
      base64(jpeg(100, 8001)),
      base64(jpeg(7000, 6000)),
      base64(gif([8001, 1], [0, 0, 1, 1])),
      base64(gif([10, 10], [7995, 0, 10, 10])), // a frame past the screen
      webpOfSize(10, 8001),
      base64(webp('VP8 ', 8001, 1)),
      base64(webp('VP8X', 16000, 16000)),
    ];
    for (const upload of over) expect(refusal(upload), upload.slice(0, 40)).toEqual(tooManyPixels);
    for (const upload of [
      pngClaimingSize(8000, 5000),
      base64(jpeg(5000, 8000)),
      base64(gif([8000, 5000], [0, 0, 8000, 5000])),
      webpOfSize(8000, 5000),
      base64(webp('VP8X', 5000, 8000)),
    ]) {
      expect(refusal(upload)).toBe('accepted');
    }
  });

  it('refuses a picture whose header does not say its size', () => {
    const typeMessage = { status: 400, message: messages.imageType };
    expect(refusal(base64(Buffer.from('89504e470d0a1a0a', 'hex')))).toEqual(typeMessage);
    expect(refusal(base64(Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0])))).toEqual(typeMessage);
    expect(refusal(base64(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')))).toEqual(typeMessage);
  });
});
