// A local stand-in for the map's tile server (MAP_TILE_URL) while the Lighthouse bench runs: this machine
// has no internet, and a map whose every tile fails logs console errors that would cost the map pages
// their best-practices score for a reason no user sees. Every tile is one 256×256 PNG of a land colour,
// made here, served as a tile server would (cached, cross-origin).
import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

function solidPng([r, g, b]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: 256 }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the stand-in on `port`; resolves with the MAP_TILE_URL template and `stop()`. */
export function startTileStandIn(port) {
  const tile = solidPng([0xe8, 0xef, 0xe6]);
  const server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    });
    response.end(tile);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        tileUrl: `http://localhost:${port}/{z}/{x}/{y}.png`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
