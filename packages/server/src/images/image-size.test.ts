// The server measures a picture from its header alone (no image library): PNG, GIF, each WebP
// flavour and JPEG, a photo turned by its Exif orientation as browsers show it.
import { pngOfSize, webpOfSize } from '@callout/server-testing/fixtures/pictures';
import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-store';

function segment(marker: number, body: Buffer): Buffer<ArrayBufferLike> {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
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
    expect(readImageSize(Buffer.from('GIF89a\u0040\u0001\u00c8\u0000', 'latin1'), 'image/gif')).toEqual({
      width: 320,
      height: 200,
    });
    expect(readImageSize(Buffer.from(webpOfSize(320, 213), 'base64'), 'image/webp')).toEqual({
      width: 320,
      height: 213,
    });
    const lossy = Buffer.alloc(30);
    lossy.write('RIFF\0\0\0\0WEBPVP8 ', 0, 'latin1');
    Buffer.from('9d012a', 'hex').copy(lossy, 23);
    lossy.writeUInt16LE(160, 26);
    lossy.writeUInt16LE(107, 28);
    expect(readImageSize(lossy, 'image/webp')).toEqual({ width: 160, height: 107 });
    const extended = Buffer.alloc(30);
    extended.write('RIFF\0\0\0\0WEBPVP8X', 0, 'latin1');
    extended.writeUIntLE(1999, 24, 3);
    extended.writeUIntLE(999, 27, 3);
    expect(readImageSize(extended, 'image/webp')).toEqual({ width: 2000, height: 1000 });
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
