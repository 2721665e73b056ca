// Module releases: each build a version named by its files' hash, kept and served after the next release
// (an open page still loads its own entry and chunks); releases uploaded through the operator API, checked
// first; and every instance on one database switching together.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { moduleReleasesSchema } from '@callout/contracts/module-releases';
import { remotesManifestSchema } from '@callout/contracts/remotes-manifest';
import { backends, postgresBackend, type TestDatabase } from '@callout/server-testing/backends';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client, testHashCost } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { readEnv } from '../../../env';
import { sha256Hex } from './module-build';
import { releaseMessages } from './release-messages';
import { liveManifest, releaseVersion, storeVersion } from './release-store';
import { asBuildFiles, build, releaseForm, versionOf, writeBuild } from './test-builds';

const run = promisify(execFile);
const releaseScript = fileURLToPath(new URL('../../../../../../scripts/release.mjs', import.meta.url));

describe.each(backends)('module versions from the build folder on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const staticDir = mkdtempSync(join(tmpdir(), 'callout-releases-'));
  const folder = join(staticDir, 'remotes/mf-support');
  const first = build('one');
  const second = build('two');

  beforeAll(async () => {
    database = await backend.create();
    writeBuild(folder, first);
    const env = readEnv({ ...database.vars, STATIC_DIR: staticDir, LOG_LEVEL: 'silent', DEMO_MODE: 'true' });
    app = await buildApp({ env, hashCost: testHashCost });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const manifest = async () =>
    remotesManifestSchema.parse((await app.inject({ url: '/remotes.json' })).json());

  it("keeps serving a version's entry and chunks after the next release replaced its folder", async () => {
    expect((await manifest()).remotes.map((r) => [r.name, r.version])).toEqual([
      ['mf-support', versionOf(first)],
    ]);

    writeBuild(folder, second); // version one's chunk is gone from the disk
    expect((await manifest()).remotes[0]?.version).toBe(versionOf(second));

    const entry = (v?: string) =>
      app.inject({ url: `/remotes/mf-support/assets/remoteEntry.js${v ? `?v=${v}` : ''}` });
    expect((await entry()).body).toContain('"two"');
    expect((await entry(versionOf(second))).body).toContain('"two"');
    // A page that started on version one still gets its entry, and the chunk that entry imports.
    const old = await entry(versionOf(first));
    expect(old.body).toContain('"one"');
    expect(old.headers['cache-control']).toBe('no-cache');
    const oldChunk = await app.inject({
      url: '/remotes/mf-support/assets/__federation_expose_Module-onexxxxx.js',
    });
    expect(oldChunk.statusCode).toBe(200);
    expect(oldChunk.body).toBe('export default "one";');
    expect(oldChunk.headers['cache-control']).toContain('immutable');
    // Each version under its own address, for good.
    const pinned = await app.inject({ url: `/remotes/mf-support/${versionOf(first)}/assets/remoteEntry.js` });
    expect(pinned.body).toContain('"one"');
    expect(pinned.headers['cache-control']).toContain('immutable');
    // An unknown version falls back to the live entry; unknown files and other modules are not found.
    expect((await entry('0123456789ab')).body).toContain('"two"');
    expect((await app.inject({ url: '/remotes/mf-support/assets/nothing-abcdefgh.js' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/remotes/mf-nothing/assets/remoteEntry.js' })).statusCode).toBe(404);
    const malformed = await app.inject({ url: '/remotes/mf-support/%E0%A4%A/x.js' });
    expect([400, 404]).toContain(malformed.statusCode);
  });

  it('never sends a module renderer', async () => {
    writeBuild(folder, { ...second, 'server-render/render.mjs': 'export const secret = 1;' });
    await manifest();
    expect((await app.inject({ url: '/remotes/mf-support/server-render/render.mjs' })).statusCode).toBe(404);
  });

  it('does not release a folder whose build was released before (a restart does not undo a rollback)', async () => {
    writeBuild(folder, first); // the same files as version one, already held
    expect((await manifest()).remotes[0]?.version).not.toBe(versionOf(first));
  });
});

describe.each(backends)('releasing a module through the operator API on $name', (backend) => {
  const token = 'r'.repeat(40);
  // A disk with no shell built on it, so the compatibility gate (tested below) has nothing to check with.
  const staticDir = mkdtempSync(join(tmpdir(), 'callout-api-release-'));
  const { server, c } = suiteServer(backend, {
    env: { RELEASE_TOKEN: token, STATIC_DIR: staticDir },
    listen: true,
  });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  let operator: string;
  beforeAll(async () => {
    operator = (await signInOperator(server, c)).token;
  });

  it('checks a build, stores it and makes it live, and lists who released what', async () => {
    const files = build('api1');
    const answer = await c.post('/ops/module-releases', releaseForm(files), operator);
    expect(answer.body).toEqual({
      success: true,
      data: { Module: 'mf-support', Version: versionOf(files), Changed: true },
    });
    expect((await liveManifest(server.db)).remotes.map((r) => r.version)).toEqual([versionOf(files)]);
    // The same release again changes nothing.
    expect((await c.post('/ops/module-releases', releaseForm(files), operator)).body).toMatchObject({
      data: { Changed: false },
    });

    const next = build('api2');
    expect((await c.post('/ops/module-releases', releaseForm(next), `${token}`)).status).toBe(200);
    const listed = moduleReleasesSchema.parse((await c.get('/ops/module-releases', operator)).body.data);
    const versions = listed.modules.find((m) => m.Module === 'mf-support')?.Versions ?? [];
    expect(versions.map((v) => [v.Version, v.Live])).toEqual([
      [versionOf(next), true],
      [versionOf(files), false],
    ]);
    expect(listed.log.slice(0, 2).map((entry) => [entry.Action, entry.Actor])).toEqual([
      ['release', 'release token'],
      ['upload', 'release token'],
    ]);
  });

  it('refuses a build that does not check out, saying why, and changes nothing', async () => {
    const files = build('bad1');
    const refusals: [Record<string, string>, string][] = [
      [
        { ...releaseForm(files), version: '0123456789ab' },
        releaseMessages.versionMismatch('0123456789ab', versionOf(files)),
      ],
      [
        {
          ...releaseForm(files),
          files: releaseForm(files).files.replace(/"sha256":"[0-9a-f]/, '"sha256":"x'),
        },
        releaseMessages.filesUnreadable,
      ],
      [
        {
          ...releaseForm(files),
          files: JSON.stringify(
            JSON.parse(releaseForm(files).files).map((f: { path: string; sha256: string }) =>
              f.path === 'module.json' ? { ...f, sha256: sha256Hex(Buffer.from('other')) } : f,
            ),
          ),
        },
        releaseMessages.hashMismatch('module.json'),
      ],
      [releaseForm({ ...files, 'module.json': '{' }), releaseMessages.noContract],
      [
        releaseForm(build('bad2', 'mf-orders'), 'mf-support'),
        releaseMessages.otherModule('mf-orders', 'mf-support'),
      ],
      [
        releaseForm(
          Object.fromEntries(Object.entries(files).filter(([path]) => path !== 'assets/remoteEntry.js')),
        ),
        releaseMessages.noEntry,
      ],
      [
        releaseForm(Object.fromEntries(Object.entries(files).filter(([path]) => !path.includes('expose')))),
        releaseMessages.missingFile('assets/__federation_expose_Module-bad1xxxx.js'),
      ],
      [releaseForm({ ...files, '../x.js': 'x' }), releaseMessages.badPath('../x.js')],
    ];
    const before = await liveManifest(server.db);
    for (const [form, message] of refusals) {
      expect((await c.post('/ops/module-releases', form, operator)).body, message).toEqual({
        success: false,
        message,
      });
    }
    expect(await liveManifest(server.db)).toEqual(before);
  });

  it('releases a build folder with `npm run release`, and says why it refuses one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'callout-release-cmd-'));
    const files = build('cmd1');
    writeBuild(dir, files);
    const release = (env: Record<string, string>) =>
      run(process.execPath, [releaseScript, 'mf-support', '--from', dir, '--server', server.url], {
        env: { ...process.env, RELEASE_TOKEN: '', CALLOUT_OPERATOR_SESSION: '', ...env },
      }).then(
        ({ stdout }) => ({ ok: true, said: stdout }),
        (error: { stderr: string }) => ({ ok: false, said: error.stderr }),
      );
    expect(await release({ RELEASE_TOKEN: token })).toEqual({
      ok: true,
      said: `Releasing mf-support ${versionOf(files)} (3 files) to ${server.url}\nmf-support ${versionOf(files)} is live.\n`,
    });
    expect((await liveManifest(server.db)).remotes.map((r) => r.version)).toEqual([versionOf(files)]);

    writeBuild(dir, { ...build('cmd2'), 'module.json': '{}' });
    expect(await release({ CALLOUT_OPERATOR_SESSION: operator })).toMatchObject({
      ok: false,
      said: `Refused: ${releaseMessages.noContract}\n`,
    });
    expect((await release({})).said).toContain('Set RELEASE_TOKEN');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the 10 newest versions and those of the last 14 days, up to 30, and always the live one', async () => {
    const kept = async () =>
      (
        await server.db.query<{ version: string }>(
          "SELECT version FROM module_versions WHERE module = 'mf-keep'",
        )
      ).length;
    const releaseOne = async (label: string) => {
      const files = asBuildFiles(build(label, 'mf-keep'));
      const { version } = await storeVersion(server.db, 'mf-keep', files, 'test');
      await releaseVersion(server.db, 'mf-keep', version, 'test');
      return version;
    };
    for (let n = 0; n < 32; n += 1) await releaseOne(`keep${n}`);
    expect(await kept()).toBe(30);
    await server.db.query(
      "UPDATE module_versions SET created_at = now() - interval '15 days' WHERE module = 'mf-keep'",
    );
    const live = await releaseOne('keepnew');
    expect(await kept()).toBe(10);
    expect((await server.db.query('SELECT 1 FROM module_versions WHERE version = $1', [live])).length).toBe(
      1,
    );
  });

  it('lets only operators and the release token release', async () => {
    const form = releaseForm(build('who1'));
    expect((await c.post('/ops/module-releases', form)).status).toBe(401);
    expect((await c.post('/ops/module-releases', form, 'x'.repeat(40))).status).toBe(401);
    expect((await c.get('/ops/module-releases')).status).toBe(401);
  });
});

describe.each(backends)('the compatibility gate on $name', (backend) => {
  const token = 'g'.repeat(40);
  const staticDir = mkdtempSync(join(tmpdir(), 'callout-gate-'));
  const host = { contract: 1, shared: { react: '19', 'react-dom': '19', '@callout/router': '0' } };
  writeBuild(join(staticDir, 'shell'), { 'host.json': JSON.stringify(host) });
  const { server } = suiteServer(backend, {
    env: { RELEASE_TOKEN: token, STATIC_DIR: staticDir },
    listen: true,
  });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it('refuses through `npm run release` a module built against another React, naming React', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'callout-gate-build-'));
    const release = () =>
      run(process.execPath, [releaseScript, 'mf-support', '--from', dir, '--server', server.url], {
        env: { ...process.env, RELEASE_TOKEN: token },
      }).then(
        () => 'released',
        (error: { stderr: string }) => error.stderr,
      );
    const react18 = { ...host, shared: { ...host.shared, react: '18' } };
    writeBuild(dir, { ...build('gate1'), 'build.json': JSON.stringify(react18) });
    expect(await release()).toBe(
      "Refused: mf-support was built against React 18; the running shell shares React 19. Rebuild it against the shell's React, or release it together with a shell built against its own.\n",
    );
    writeBuild(dir, build('gate2')); // a build that does not say what it was built against
    expect(await release()).toContain('no build.json');
    expect((await liveManifest(server.db)).remotes).toEqual([]);

    const files = { ...build('gate3'), 'build.json': JSON.stringify(host) };
    writeBuild(dir, files);
    expect(await release()).toBe('released');
    expect((await liveManifest(server.db)).remotes.map((r) => r.version)).toEqual([versionOf(files)]);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});

describe.runIf(postgresBackend)('two instances on one PostgreSQL database switch a release together', () => {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  const token = 's'.repeat(40);

  beforeAll(async () => {
    if (!postgresBackend) return;
    database = await postgresBackend.create();
    const vars = database.vars;
    const start = () => {
      // Each instance with a disk of its own and nothing built on it: the releases come from the database.
      const staticDir = mkdtempSync(join(tmpdir(), 'callout-fleet-'));
      dirs.push(staticDir);
      const env = readEnv({
        ...vars,
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'silent',
        DEMO_MODE: 'true',
        RELEASE_TOKEN: token,
      });
      return buildApp({ env, hashCost: testHashCost });
    };
    apps.push(...(await Promise.all([start(), start()])));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the new version from both right after a release on one', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const versions = async () =>
      Promise.all(
        [a, b].map(
          async (app) =>
            remotesManifestSchema.parse((await app.inject({ url: '/remotes.json' })).json()).remotes[0]
              ?.version,
        ),
      );
    for (const label of ['fleet1', 'fleet2']) {
      const files = build(label);
      expect((await client(a).post('/ops/module-releases', releaseForm(files), token)).status).toBe(200);
      expect(await versions()).toEqual([versionOf(files), versionOf(files)]);
      const onB = await b.inject({ url: `/remotes/mf-support/assets/remoteEntry.js?v=${versionOf(files)}` });
      expect(onB.body).toContain(`"${label}"`);
    }
  });

  it('gives a device the same canary answer on both, and a rollback on one reaches it on the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const live = versionOf(build('fleet2'));
    const canary = build('fleet3');
    const started = await client(a).post(
      '/ops/module-releases',
      { ...releaseForm(canary), canary: '50' },
      token,
    );
    expect(started.status).toBe(200);
    const versionOn = async (app: FastifyInstance, cookie?: string) => {
      const answer = await app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
      const given = String(answer.headers['set-cookie'] ?? '').split(';')[0];
      return {
        version: remotesManifestSchema.parse(answer.json()).remotes[0]?.version,
        cookie: cookie ?? given,
      };
    };
    // New devices, half of them first seen by each instance.
    const devices = await Promise.all(Array.from({ length: 20 }, (_, n) => versionOn(n % 2 ? a : b)));
    expect(new Set(devices.map((d) => d.version))).toEqual(new Set([live, versionOf(canary)]));
    for (const device of devices) {
      expect((await versionOn(a, device.cookie)).version).toBe(device.version);
      expect((await versionOn(b, device.cookie)).version).toBe(device.version);
    }
    expect((await client(b).post('/ops/module-releases/mf-support/rollback', {}, token)).status).toBe(200);
    for (const device of devices) expect((await versionOn(a, device.cookie)).version).toBe(live);
  });
});
