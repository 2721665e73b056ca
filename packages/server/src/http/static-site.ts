// Serves the built shell (its page assembled in app-page.ts), each module's released versions under
// /remotes/<name>/, and /remotes.json, each module at the version this device gets (its live version, or a
// canary, or the version its account is pinned at), from the release store (domain/ops/releases/release-store.ts,
// domain/ops/releases/device-manifest.ts), so every instance answers a device the same way.

import { join } from 'node:path';
import { isHashedFileName } from '@callout/contracts/hashed-file';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { accountTypeFor } from '@callout/contracts/route-access';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountForToken, looksLikeSessionToken } from '../domain/accounts/auth/sessions';
import { sha256 } from '../domain/accounts/auth/tokens';
import { pageLoadCookie, pageLoadMinutes } from '../domain/ops/releases/assignment-signer';
import { buildFolderReleases } from '../domain/ops/releases/build-folders';
import {
  bucketSequence,
  deviceBucket,
  deviceBucketOf,
  deviceManifest,
} from '../domain/ops/releases/device-manifest';
import type { ModuleHealth } from '../domain/ops/releases/module-health';
import { liveManifest } from '../domain/ops/releases/release-store';
import { ReleasedFiles } from '../domain/ops/releases/released-files';
import { companyDetails, type Env } from '../env';
import type { Database } from '../infra/db/database';
import { appTemplates, assemblePage } from '../infra/html/app-page';
import { jsonForScript } from '../infra/html/escape';
import { visitorApi } from '../infra/html/in-process-api';
import { modulePreloadFiles, routeAt, shellTextFiles } from '../infra/html/module-preload';
import { pageLanguage } from '../infra/html/page-language';
import { pageRenderer } from '../infra/html/page-render';
import {
  cookieValue,
  liveSessionAccount,
  type PageSessions,
  pageSessionToken,
  signedInPageFor,
} from '../infra/html/signed-in-page';
import { grantMediaAccessTo } from '../infra/media/media-session';
import { messages } from '../messages';
import { documentSecurityHeaders } from './security-headers';
import { serveModuleFile } from './serve-module-file';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
/** A page rendered with an account's own data: for that browser alone. */
const revalidatePrivate = 'private, no-cache';

function cacheHeaders(res: { setHeader: (k: string, v: string) => void }, path: string) {
  // Hashed file names never change; entry points and the manifest must be checked on every visit.
  // `path` is the file sent, which for a precompressed copy ends in .br or .gz.
  const file = path.replace(/\.(br|gz)$/, '');
  const hashed = isHashedFileName(file) && !file.endsWith('remoteEntry.js');
  res.setHeader('Cache-Control', hashed ? immutable : revalidate);
}

function publicConfig(env: Env) {
  const company = companyDetails(env);
  return {
    apiBaseUrl: env.PUBLIC_API_BASE_URL,
    remotesManifestUrl: '/remotes.json',
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    // The footer of every page and the complaints page: the company's trading details and its ADR body.
    companyName: company.name,
    companyNumber: company.number,
    companyAddress: company.address,
    ...(company.vatNumber ? { companyVatNumber: company.vatNumber } : {}),
    adrBodyName: company.adrBody.name,
    adrBodyUrl: company.adrBody.url,
    guaranteeCover: env.GUARANTEE_COVER_GBP,
    guaranteeClaimMonths: env.GUARANTEE_CLAIM_MONTHS,
    mapTileUrl: env.MAP_TILE_URL,
    // The web app shows a "Demo" ribbon, so nobody takes a demo server for the real marketplace.
    features: {
      ...(env.DEMO_MODE ? { demo: true } : {}),
      // The pseudo-locale may be chosen on a device (development and tests only, docs/languages.md).
      ...(env.PSEUDO_LOCALE ? { pseudoLocale: true } : {}),
    },
  };
}

export async function registerStaticSite(
  app: FastifyInstance,
  env: Env,
  db: Database,
  health: ModuleHealth,
): Promise<void> {
  const shellDir = join(env.STATIC_DIR, 'shell');
  const config = publicConfig(env);
  // The shell fetches the remotes manifest before its first render: asked for here, it comes in while the
  // scripts load instead of one round trip after them (crossorigin: the request mode of fetch()).
  const head =
    `<link rel="preload" href="${config.remotesManifestUrl}" as="fetch" crossorigin>` +
    `<script id="callout-config" type="application/json">${jsonForScript(config)}</script>`;
  const released = new ReleasedFiles(db);
  const sessions: PageSessions = {
    looksLikeToken: looksLikeSessionToken,
    accountFor: (token, accountType) => accountForToken(db, token, accountType),
  };
  const renderPage = pageRenderer(env.STATIC_DIR, config, app.log, visitorApi(app), {
    released,
    dataDir: env.DATA_DIR,
  });
  const templates = appTemplates(shellDir);
  const releaseBuildFolders = buildFolderReleases(db, env.STATIC_DIR, app.log);
  const newDeviceBucket = bucketSequence();
  /**
   * Each module at the version this device gets, once any new build in the build folders is released; a
   * device seen for the first time is given its bucket (and cookie) here, by whichever comes first of its
   * page and `/remotes.json`, so the page's preload, the shell's own fetch and the worker's all carry it.
   */
  const readManifest = async (
    request: FastifyRequest,
    reply: FastifyReply,
    signed = false,
  ): Promise<RemotesManifest> => {
    await releaseBuildFolders();
    const bucket = deviceBucket(request, reply, newDeviceBucket);
    const manifest = await deviceManifest(db, bucket, pageSessionToken(sessions, request));
    // The shell's copy carries each version signed for this device and the page load it was asked for by,
    // which its health reports bring back.
    return signed ? health.signAssignments(manifest, bucket, cookieValue(request, pageLoadCookie)) : manifest;
  };
  const readModuleText = async (remote: { name: string; version: string }, path: string) =>
    (await released.file(remote.name, remote.version, path))?.body.toString('utf8') ?? null;

  // Only a navigation (the browser's own, or one the worker passes on) is rendered and named: the worker's
  // fetch of `/` to keep offline (Sec-Fetch-Mode: cors) gets the empty page titled by the brand alone,
  // which suits every address.
  const isNavigation = (request: FastifyRequest) => {
    const mode = request.headers['sec-fetch-mode'];
    return mode === undefined || mode === 'navigate';
  };

  /** The page rendered on the server for this request, or null when the browser renders it. */
  async function renderedFor(
    request: FastifyRequest,
    path: string,
    manifest: RemotesManifest,
    language: string,
  ) {
    if (!isNavigation(request)) return null;
    const account = env.RENDER_SIGNED_IN_PAGES
      ? await signedInPageFor(app, sessions, request, manifest, path)
      : null;
    const signedIn = account && (await renderPage.signedIn(request.url, manifest, { ...account, language }));
    if (account && signedIn) {
      return {
        html: signedIn.html,
        signedIn: {
          accountType: account.accountType,
          emailVerified: account.emailVerified,
          module: { name: account.remote.name, css: signedIn.moduleCss },
          answers: account.answers,
        },
      };
    }
    // A signed-in page of the shell's own (/exit): no module, no data, but only for its account.
    const shellPageAccount = env.RENDER_SIGNED_IN_PAGES ? await renderPage.shellPageAccount(path) : null;
    const shellPage = shellPageAccount && (await liveSessionAccount(sessions, request, shellPageAccount));
    const shellHtml =
      shellPage && (await renderPage.signedInShell(request.url, manifest, { ...shellPage, language }));
    if (shellPage && shellHtml) return { html: shellHtml, signedIn: { accountType: shellPage.accountType } };
    const html = await renderPage(request.url, manifest, { language });
    return html === null ? null : { html };
  }

  /**
   * Where a navigation to a module route that only sends the visitor on (its `redirectTo`) goes, for a live
   * session of the route's account type, as the app would send them; null otherwise (the browser's guard
   * decides, and sends a visitor without a session to sign in first).
   */
  async function redirectFor(request: FastifyRequest, path: string, manifest: RemotesManifest) {
    if (!isNavigation(request)) return null;
    const at = routeAt(manifest, path);
    const target = at?.route.redirectTo;
    if (!at || target === undefined) return null;
    if (at.route.access === 'public') return target;
    return (await liveSessionAccount(sessions, request, accountTypeFor(at.route.access))) ? target : null;
  }

  /** Whether the request's page session cookie is a live operator's (see modulePreloadFiles). */
  async function isOperatorPage(request: FastifyRequest): Promise<boolean> {
    return (await liveSessionAccount(sessions, request, 'operator')) !== null;
  }

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const built = await templates();
    if (built === null) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm start` from the repository root.');
    }
    const path = request.url.split('?')[0] ?? '/';
    // A page that gives the device its cookie is for that browser alone: a shared cache keeping the cookie
    // would put every device after it in one bucket.
    const newDevice = deviceBucketOf(request) === null;
    const manifest = await readManifest(request, reply);
    // Before anything is read for a page that is not sent.
    const redirect = await redirectFor(request, path, manifest);
    if (redirect !== null) {
      return reply
        .header('Cache-Control', revalidatePrivate)
        .header('Vary', 'Sec-Fetch-Mode, Cookie')
        .redirect(redirect, 302);
    }
    // A page load, counted for each module at the version this device got (the worker's copy of `/` is
    // none), and given its own signed id: the assignments of the `/remotes.json` it asks for are of this
    // page load, so each problem reported counts for a page load that was counted.
    const pageLoad = isNavigation(request);
    if (pageLoad) {
      health.countLoad(manifest);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `${pageLoadCookie}=${await health.newPageLoad()}; Path=/; Max-Age=${pageLoadMinutes * 60}; HttpOnly; SameSite=Lax${secure}`,
      );
    }
    // Rendered and named in the reader's language, with the texts the browser shows, so the app hydrates or
    // takes over the page without a word changing; a renderer that cannot leaves the page to the browser.
    const language = pageLanguage(request, env.PSEUDO_LOCALE);
    // The texts of the page's language alone (the shell's, the module's) come with the shell's first scripts.
    const [shellTexts, preloads] = await Promise.all([
      shellTextFiles(shellDir, language),
      modulePreloadFiles(
        readModuleText,
        manifest,
        path,
        (access) => (access === 'operator' ? isOperatorPage(request) : true),
        shellDir,
        language,
      ),
    ]);
    const rendered = await renderedFor(request, path, manifest, language);
    // A page drawn for a session may show its private pictures: the browser gets their cookie with it.
    const pageToken = rendered?.signedIn ? pageSessionToken(sessions, request) : null;
    if (pageToken) await grantMediaAccessTo(db, env, request, reply, sha256(pageToken));
    const title = isNavigation(request) ? await renderPage.title(request.url, manifest, { language }) : null;
    return (
      reply
        .headers(documentSecurityHeaders(env, request.protocol === 'https'))
        // A page load's id cookie is for that browser alone, as is a page with its device cookie or its data.
        .header('Cache-Control', rendered?.signedIn || newDevice || pageLoad ? revalidatePrivate : revalidate)
        .header('Vary', 'Sec-Fetch-Mode, Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(assemblePage(built, { path, language, title, head, preloads, texts: shellTexts, rendered }))
    );
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
  app.get('/remotes/*', (request, reply) => serveModuleFile(db, released, request, reply));

  // The answer depends on the device's cookie (its canary bucket, its account's pins): no shared cache may
  // keep it, and the browser's own cache and the worker's copy are asked again on every load.
  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', revalidatePrivate).header('Vary', 'Cookie');
    return readManifest(request, reply, true);
  });

  app.get('/', (request, reply) => sendApp(request, reply));

  // Started once the server listens, not awaited: a renderer that fails to load only means pages rendered
  // in the browser, and startup does not wait for it.
  app.addHook('onListen', () => {
    void releaseBuildFolders()
      .then(() => liveManifest(db))
      .then(
        (manifest) => renderPage.warm(manifest),
        (error: unknown) => app.log.warn({ err: error }, 'module releases not read at start'),
      );
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ success: false, message: messages.noSuchCall });
    }
    const looksLikeFile =
      /\.[a-z0-9]+$/i.test(path) || path.startsWith('/remotes/') || path.startsWith('/assets/');
    // HEAD answers as GET does (Node sends no body for it), as the routes' own HEAD handlers do.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && !looksLikeFile) return sendApp(request, reply);
    return reply.status(404).type('text/plain').send('Not found');
  });
}
