// Draws Callout's app icons (the favicon's amber "C" on brand green) as PNGs with no dependencies:
// `node shell/scripts/generate-icons.mjs`. Run it again after changing the mark; commit the output.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const outDir = new URL('../public/icons/', import.meta.url);
const green = [0x0b, 0x5c, 0x4a];
const amber = [0xf2, 0xa5, 0x16];

// The favicon's geometry in its 64-unit box: a rounded square, and an arc of radius 14 around (32, 32)
// drawn with a 7-unit round-capped stroke, open on the right between (42, 22) and (42, 42).
const corner = 14;
const arc = {
  cx: 32,
  cy: 32,
  r: 14,
  half: 3.5,
  ends: [
    [42, 22],
    [42, 42],
  ],
};
const gapAngle = Math.atan2(10, 10 - 0.2);

function inRoundedSquare(x, y) {
  const dx = Math.max(corner - x, 0, x - (64 - corner));
  const dy = Math.max(corner - y, 0, y - (64 - corner));
  return dx * dx + dy * dy <= corner * corner;
}

function onMark(x, y) {
  const dx = x - arc.cx;
  const dy = y - arc.cy;
  const onRing = Math.abs(Math.hypot(dx, dy) - arc.r) <= arc.half;
  const inGap = dx > 0 && Math.abs(Math.atan2(dy, dx)) < gapAngle;
  const onCap = arc.ends.some(([ex, ey]) => Math.hypot(x - ex, y - ey) <= arc.half);
  return (onRing && !inGap) || onCap;
}

/** RGBA pixels, 4×4 supersampled; `fullBleed` fills the square (maskable and Apple icons). */
function draw(size, fullBleed) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let cover = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (!fullBleed && !inRoundedSquare(x, y)) continue;
          cover += 1;
          if (onMark(x, y)) mark += 1;
        }
      }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      const t = cover === 0 ? 0 : mark / cover;
      for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(green[c] * (1 - t) + amber[c] * t);
      pixels[i + 3] = Math.round((cover / total) * 255);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function png(size, pixels, withAlpha) {
  const channels = withAlpha ? 4 : 3;
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * channels); // filter byte 0: none
    for (let x = 0; x < size; x += 1) {
      pixels.copy(row, 1 + x * channels, (y * size + x) * 4, (y * size + x) * 4 + channels);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(withAlpha ? 6 : 2, 9); // RGBA or RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding one PNG (read by every browser since 2007): for clients that ask for /favicon.ico. */
function ico(size, pngData) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, pngData]);
}

// Maskable: the mark already sits inside the central 80 % safe zone, so only the corners change.
// Apple home screens add their own rounded mask and show transparency as black, hence full bleed.
const icons = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon-180.png', size: 180, fullBleed: true },
];

for (const { file, size, fullBleed } of icons) {
  const data = png(size, draw(size, fullBleed), !fullBleed);
  writeFileSync(new URL(file, outDir), data);
  console.log(`${file}: ${data.length} bytes`);
}

const favicon = ico(32, png(32, draw(32, false), true));
writeFileSync(new URL('../favicon.ico', outDir), favicon);
console.log(`favicon.ico: ${favicon.length} bytes`);
