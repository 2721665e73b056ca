// GET /remotes/<module>/…: a module's files, from its kept versions in the release store.
//
// - /remotes/<module>/<version>/<path>: that version's file, for good (a version never changes).
// - /remotes/<module>/assets/remoteEntry.js?v=<version>: that version's entry while it is kept, so a page
//   opened before a release keeps loading the code it started with; without a kept `v`, the live one's.
// - /remotes/<module>/<hashed file>: the file of that name in the live version, or else in the newest kept
//   version holding it (the builds' chunk addresses carry no version, their names carry their content's hash).
// - any other path: the live version's file.
// A module's page renderer (server-render/) is never sent.
import { isHashedFileName } from '@callout/contracts/hashed-file';
import { moduleVersionPattern } from '@callout/contracts/module-releases';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildPathPattern, entryPath } from '../domain/ops/releases/module-build';
import { liveVersion, versionHolding } from '../domain/ops/releases/release-store';
import type { ReleasedFiles } from '../domain/ops/releases/released-files';
import type { Queryable } from '../infra/db/database';

const forGood = 'public, max-age=31536000, immutable';
const checkEachTime = 'no-cache';
const modulePattern = /^[a-z][a-z0-9-]{0,39}$/;

const contentTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
};

const contentTypeOf = (path: string) =>
  contentTypes[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

interface Wanted {
  module: string;
  version: string;
  path: string;
  cacheControl: string;
}

/** Which version's file a request asks for; null when it names none. */
async function wantedFile(
  db: Queryable,
  files: ReleasedFiles,
  request: FastifyRequest,
): Promise<Wanted | null> {
  const [address = ''] = request.url.split('?');
  let rest: string;
  try {
    rest = decodeURIComponent(address.slice('/remotes/'.length));
  } catch {
    return null;
  }
  const slash = rest.indexOf('/');
  const module = rest.slice(0, slash);
  const path = rest.slice(slash + 1);
  if (slash < 0 || !modulePattern.test(module) || !buildPathPattern.test(path)) return null;
  const [first = ''] = path.split('/', 1);
  if (moduleVersionPattern.test(first) && path.length > first.length) {
    return { module, version: first, path: path.slice(first.length + 1), cacheControl: forGood };
  }
  if (path === entryPath) {
    const asked = (request.query as Record<string, unknown>).v;
    const kept =
      typeof asked === 'string' &&
      moduleVersionPattern.test(asked) &&
      (await files.index(module, asked)).size > 0;
    const version = kept ? asked : await liveVersion(db, module);
    return version === null ? null : { module, version, path, cacheControl: checkEachTime };
  }
  if (isHashedFileName(path)) {
    const version = await versionHolding(db, module, path);
    return version === null ? null : { module, version, path, cacheControl: forGood };
  }
  const version = await liveVersion(db, module);
  return version === null ? null : { module, version, path, cacheControl: checkEachTime };
}

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Not found');

export async function serveModuleFile(
  db: Queryable,
  files: ReleasedFiles,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const wanted = await wantedFile(db, files, request);
  if (wanted === null || wanted.path.startsWith('server-render/')) return notFound(reply);
  const { module, version, path } = wanted;
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const index = await files.index(module, version);
  if (!index.has(path)) return notFound(reply);
  // The build's precompressed copies (scripts/precompress.mjs), when the browser takes them.
  const encoding = ['br', 'gzip'].find(
    (name) => accepts.includes(name) && index.has(`${path}.${name === 'gzip' ? 'gz' : 'br'}`),
  );
  const sent = encoding === undefined ? path : `${path}.${encoding === 'gzip' ? 'gz' : 'br'}`;
  const file = await files.file(module, version, sent);
  if (file === null) return notFound(reply);
  const etag = `"${file.sha256.slice(0, 32)}"`;
  reply
    .header('Cache-Control', wanted.cacheControl)
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding')
    .header('X-Module-Version', version)
    .type(contentTypeOf(path));
  if (encoding !== undefined) reply.header('Content-Encoding', encoding);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(file.body);
}
