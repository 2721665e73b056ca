// Serves the built shell (with run-time configuration written into index.html), each module under
// /remotes/<name>/, and /remotes.json built from what is on disk so a module is released by replacing its files.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { moduleDescriptorSchema } from '@callout/contracts/module-contract';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { Env } from '../env';
import { documentSecurityHeaders } from '../security-headers';
import { modulePreloadTags } from './module-preload';
import { pageRenderer } from './page-render';
import { signedInPageFor } from './signed-in-page';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
/** A page drawn with an account's own data: for that browser alone. */
const revalidatePrivate = 'private, no-cache';

function cacheHeaders(res: { setHeader: (k: string, v: string) => void }, path: string) {
  // Hashed file names never change; entry points and the manifest must be checked on every visit.
  // `path` is the file sent, which for a precompressed copy ends in .br or .gz.
  const file = path.replace(/\.(br|gz)$/, '');
  const hashed =
    /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(file) && !file.endsWith('remoteEntry.js');
  res.setHeader('Cache-Control', hashed ? immutable : revalidate);
}

export async function readRemotesManifest(remotesDir: string): Promise<RemotesManifest> {
  let names: string[];
  try {
    names = (await readdir(remotesDir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return { remotes: [] };
  }
  const remotes = await Promise.all(
    names.sort().map(async (name) => {
      try {
        const descriptor = moduleDescriptorSchema.parse(
          JSON.parse(await readFile(join(remotesDir, name, 'module.json'), 'utf8')),
        );
        const entry = await readFile(join(remotesDir, name, 'assets', 'remoteEntry.js'));
        const version = createHash('sha256').update(entry).digest('hex').slice(0, 12);
        return { ...descriptor, entry: `/remotes/${name}/assets/remoteEntry.js`, version };
      } catch {
        return null; // A half-copied or broken module is left out rather than breaking the whole manifest.
      }
    }),
  );
  return { remotes: remotes.filter((r) => r !== null) };
}

/**
 * The page with the shell's style sheets (one small file, see shell/vite.config.ts) written in: a drawn
 * page then paints from its own HTML, with no request before the first paint. Left as links when they are
 * big or cannot be read.
 */
async function withStylesWrittenIn(shellDir: string, html: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  try {
    const sheets = await Promise.all(links.map(([, file]) => readFile(join(shellDir, file ?? ''), 'utf8')));
    if (sheets.reduce((size, sheet) => size + sheet.length, 0) > 50_000) return html;
    return links.reduce(
      (page, [tag], i) =>
        page.replace(tag, () => `<style>${sheets[i]?.replace(/<\/style/gi, '<\\/style')}</style>`),
      html,
    );
  } catch {
    return html;
  }
}

/**
 * The page a drawn page goes into: it paints without scripts, so the entry (src/boot.ts, tiny) yields to
 * what the paint needs, and the module preload hints become a list it reads once the page is painted.
 */
function afterPaint(page: string): string {
  const hints = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\s*/g;
  const files = [...page.matchAll(hints)].map(([, href]) => href);
  const list = `<script id="callout-after-paint" type="application/json">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;
  return page
    .replace(hints, '')
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace('</head>', () => `${list}</head>`);
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

function publicConfig(env: Env) {
  return {
    apiBaseUrl: env.PUBLIC_API_BASE_URL,
    remotesManifestUrl: '/remotes.json',
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    companyNumber: env.COMPANY_NUMBER,
    // The web app shows a "Demo" ribbon, so nobody takes a demo server for the real marketplace.
    features: env.DEMO_MODE ? { demo: true } : {},
  };
}

export async function registerStaticSite(app: FastifyInstance, env: Env, db: Queryable): Promise<void> {
  const shellDir = join(env.STATIC_DIR, 'shell');
  const remotesDir = join(env.STATIC_DIR, 'remotes');
  const config = publicConfig(env);
  // The shell fetches the remotes manifest before its first render: asked for here, it comes in while the
  // scripts load instead of one round trip after them (crossorigin: the request mode of fetch()).
  const manifestPreload = `<link rel="preload" href="${config.remotesManifestUrl}" as="fetch" crossorigin>`;
  const renderPage = pageRenderer(env.STATIC_DIR, config, app.log);
  const configScript = `<script id="callout-config" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

  let cachedHtml: { mtimeMs: number; html: string; drawnHtml: string } | null = null;
  /** The page, and the page a drawn one goes into (styles written in), or null before the build. */
  async function indexHtml(): Promise<{ html: string; drawnHtml: string } | null> {
    const file = join(shellDir, 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (cachedHtml?.mtimeMs !== mtimeMs) {
        const html = (await readFile(file, 'utf8')).replace(
          /<script id="callout-config"[^>]*>[\s\S]*?<\/script>/,
          () => `${manifestPreload}\n    ${configScript}`,
        );
        cachedHtml = { mtimeMs, html, drawnHtml: await withStylesWrittenIn(shellDir, html) };
      }
      return cachedHtml;
    } catch {
      return null;
    }
  }

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const pages = await indexHtml();
    if (pages === null) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm start` from the repository root.');
    }
    const path = request.url.split('?')[0] ?? '/';
    const manifest = await readRemotesManifest(remotesDir);
    const preloads = await modulePreloadTags(remotesDir, manifest, path);
    // Only for a navigation (the browser's own, or one the worker passes on): the worker's fetch of `/` to
    // keep offline (Sec-Fetch-Mode: cors) gets the empty page, which suits every address.
    const mode = request.headers['sec-fetch-mode'];
    const navigation = mode === undefined || mode === 'navigate';
    const account =
      navigation && env.RENDER_SIGNED_IN_PAGES
        ? await signedInPageFor(app, db, request, manifest, path)
        : null;
    const signedIn = account && (await renderPage.signedIn(request.url, manifest, account));
    const drawn = signedIn ? signedIn.html : navigation ? await renderPage(request.url, manifest) : null;

    let page: string;
    if (drawn === null) {
      page = pages.html.replace('</head>', () => `${preloads}</head>`);
    } else {
      let head = preloads;
      let root = `<div id="root" data-prerendered="${escapeAttribute(path)}"`;
      if (signedIn && account) {
        const css = signedIn.moduleCss.replace(/<\/style/gi, '<\\/style');
        head += `<style data-drawn-module="${escapeAttribute(account.remote.name)}">${css}</style>`;
        root += ` data-drawn-for="${account.accountType}"`;
      }
      page = afterPaint(pages.drawnHtml.replace('</head>', () => `${head}</head>`)).replace(
        '<div id="root"></div>',
        () => `${root}>${drawn}</div>`,
      );
    }
    return reply
      .headers(documentSecurityHeaders(env, request.protocol === 'https'))
      .header('Cache-Control', signedIn ? revalidatePrivate : revalidate)
      .header('Vary', 'Sec-Fetch-Mode, Cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  }

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    cacheControl: false, // cacheHeaders decides per file
    preCompressed: true, // .br/.gz written by scripts/precompress.mjs
    setHeaders: cacheHeaders,
    allowedPath: (pathName) => pathName !== '/index.html',
  });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    // A module's page renderer runs on the server only.
    allowedPath: (pathName) => !/(^|\/)server-render\//.test(pathName),
    cacheControl: false, // cacheHeaders decides per file
    preCompressed: true, // .br/.gz written by scripts/precompress.mjs
    setHeaders: cacheHeaders,
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', revalidate);
    return readRemotesManifest(remotesDir);
  });

  app.get('/', (request, reply) => sendApp(request, reply));

  // Started once the server listens, not awaited: a renderer that fails to load only means pages drawn in
  // the browser, and startup does not wait for it.
  app.addHook('onListen', () => {
    void readRemotesManifest(remotesDir).then((manifest) => renderPage.warm(manifest));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ success: false, message: 'No such API call.' });
    }
    const looksLikeFile =
      /\.[a-z0-9]+$/i.test(path) || path.startsWith('/remotes/') || path.startsWith('/assets/');
    if (request.method === 'GET' && !looksLikeFile) return sendApp(request, reply);
    return reply.status(404).type('text/plain').send('Not found');
  });
}
