// A module's pages are drawn on the server by the version the browser of the request was given (live, canary
// or pinned), read from the release store, so the version that hydrates the page is the one that drew it:
// whatever this instance's own disk holds, and on an instance whose disk holds no module at all.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageSessionCookie } from '@callout/contracts/page-rendering';
import { remotesManifestSchema } from '@callout/contracts/remotes-manifest';
import { backends, type TestDatabase } from '@callout/server-testing/backends';
import { makeCustomer } from '@callout/server-testing/fixtures/orders';
import { lateClient, testHashCost } from '@callout/server-testing/harness';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { readEnv } from '../../../env';
import { type Database, openDatabase } from '../../../infra/db/database';
import { inCanary } from './device-manifest';
import { build, releaseForm, versionOf, writeBuild } from './test-builds';

/** A module build whose page renderer writes its own label into /support. */
const withRenderer = (label: string) => ({
  ...build(label),
  'server-render/render.mjs': `export async function renderPage({ url }) {
    return url.startsWith('/support') ? { html: '<p class="drawn-by">${label}</p>', css: '' } : null;
  }`,
});

/** A built shell: its page and its renderer, which puts the module's page in its frame. */
function staticDir() {
  const dir = mkdtempSync(join(tmpdir(), 'callout-renderers-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  writeFileSync(
    join(dir, 'shell/index.html'),
    '<!doctype html><html lang="en-GB"><head><title>Callout</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  mkdirSync(join(dir, 'server-render'));
  writeFileSync(
    join(dir, 'server-render/render.mjs'),
    `export async function renderPage({ signedIn }) {
      return signedIn && signedIn.modulePage !== undefined ? '<main>' + signedIn.modulePage + '</main>' : null;
    }`,
  );
  return dir;
}

describe.each(backends)('module pages drawn by the browser’s version on $name', (backend) => {
  const token = 'r'.repeat(40);
  const one = withRenderer('rnd1');
  const two = withRenderer('rnd2');
  // The first instance's disk holds version one (its first release); the second's holds no module.
  const dirs = { first: staticDir(), second: staticDir(), data1: '', data2: '' };
  writeBuild(join(dirs.first, 'remotes/mf-support'), one);
  dirs.data1 = mkdtempSync(join(tmpdir(), 'callout-renderers-data-'));
  dirs.data2 = mkdtempSync(join(tmpdir(), 'callout-renderers-data-'));
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  const apps: FastifyInstance[] = [];
  const c = lateClient(() => apps[0] as FastifyInstance);

  beforeAll(async () => {
    database = await backend.create();
    const env = (staticDir: string, dataDir: string) =>
      readEnv({
        ...database?.vars,
        STATIC_DIR: staticDir,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_MODE: 'true',
        RELEASE_TOKEN: token,
      });
    db = await openDatabase(env(dirs.first, dirs.data1));
    for (const [staticDir, dataDir] of [
      [dirs.first, dirs.data1],
      [dirs.second, dirs.data2],
    ] as const) {
      apps.push(await buildApp({ env: env(staticDir, dataDir), database: db, hashCost: testHashCost }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
    await database?.drop();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, cookie: string) =>
    app.inject({ url: '/support', headers: { 'sec-fetch-mode': 'navigate', cookie } });
  const manifestVersion = async (app: FastifyInstance, cookie: string) =>
    remotesManifestSchema
      .parse((await app.inject({ url: '/remotes.json', headers: { cookie } })).json())
      .remotes.find((r) => r.name === 'mf-support')?.version;

  it('draws a canary device’s page with the canary and the others’ with the live version, on every instance', async () => {
    const first = apps[0] as FastifyInstance;
    // Version one, from the first instance's disk, is live once a page is asked for.
    await first.inject({ url: '/remotes.json' });
    const canary = await c.post('/ops/module-releases', { ...releaseForm(two), canary: '50' }, token);
    expect(canary.status).toBe(200);
    const customer = await makeCustomer(c);
    const buckets = Array.from({ length: 100 }, (_, bucket) => bucket);
    const inside = buckets.find((b) => inCanary(b, versionOf(two), 50));
    const outside = buckets.find((b) => !inCanary(b, versionOf(two), 50));
    const devices = [
      [inside, 'rnd2', versionOf(two)],
      [outside, 'rnd1', versionOf(one)],
    ] as const;
    for (const app of apps) {
      for (const [bucket, label, version] of devices) {
        const cookie = `callout-device=${bucket}; ${pageSessionCookie}=${customer.token}`;
        const answer = await page(app, cookie);
        expect(answer.statusCode).toBe(200);
        expect(/<p class="drawn-by">(\w+)<\/p>/.exec(answer.body)?.[1], `bucket ${bucket}`).toBe(label);
        // The version the page is hydrated by, which its browser reads from /remotes.json.
        expect(await manifestVersion(app, cookie)).toBe(version);
      }
    }
    // Each version's renderer was written once to each instance's data folder, from the store.
    for (const data of [dirs.data1, dirs.data2]) {
      for (const version of [versionOf(one), versionOf(two)]) {
        expect(existsSync(join(data, 'renderers/mf-support', version, 'render.mjs'))).toBe(true);
      }
    }
  }, 60_000);

  it('draws every device’s page with the live version again once the canary is rolled back', async () => {
    expect((await c.post('/ops/module-releases/mf-support/rollback', {}, token)).status).toBe(200);
    const customer = await makeCustomer(c);
    for (const app of apps) {
      for (const bucket of [0, 25, 50, 75, 99]) {
        const answer = await page(app, `callout-device=${bucket}; ${pageSessionCookie}=${customer.token}`);
        expect(/<p class="drawn-by">(\w+)<\/p>/.exec(answer.body)?.[1]).toBe('rnd1');
      }
    }
  });
});
