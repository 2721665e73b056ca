// Canary releases: a version served to a share of devices, each keeping its version across reloads by its
// cookie; accounts pinned at a version; promotion and rollback in one call or one command, written to the
// release log and the operators' audit log.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { moduleReleasesSchema } from '@callout/contracts/module-releases';
import { pageSessionCookie } from '@callout/contracts/page-rendering';
import { remotesManifestSchema } from '@callout/contracts/remotes-manifest';
import { backends, type TestDatabase } from '@callout/server-testing/backends';
import { makeCustomer } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { lateClient, type TestServer, testHashCost } from '@callout/server-testing/harness';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { readEnv } from '../../../env';
import { type Database, openDatabase } from '../../../infra/db/database';
import { bucketSequence, deviceCookie, inCanary } from './device-manifest';
import { releaseMessages } from './release-messages';
import { liveVersion } from './release-store';
import { build, releaseForm, versionOf, writeBuild } from './test-builds';

const run = promisify(execFile);
const releaseScript = fileURLToPath(new URL('../../../../../../scripts/release.mjs', import.meta.url));

describe('device buckets', () => {
  it('spread any 20 new devices evenly over a 50 % canary, for any start and any version', () => {
    for (let start = 0; start < 1; start += 0.037) {
      const next = bucketSequence(start);
      const buckets = Array.from({ length: 400 }, next);
      for (const version of ['000000000000', '3f2a00000000', 'ffff00000000', 'a1b200000000']) {
        for (let from = 0; from + 20 <= buckets.length; from += 7) {
          const inside = buckets.slice(from, from + 20).filter((b) => inCanary(b, version, 50)).length;
          expect(inside, `start ${start}, version ${version}, from ${from}`).toBeGreaterThanOrEqual(8);
          expect(inside).toBeLessThanOrEqual(12);
        }
      }
    }
  });

  it('only add devices as a canary grows', () => {
    for (let bucket = 0; bucket < 100; bucket += 1) {
      if (inCanary(bucket, 'abcd00000000', 10)) expect(inCanary(bucket, 'abcd00000000', 30)).toBe(true);
    }
    const shares = [10, 50, 90].map(
      (share) =>
        Array.from({ length: 100 }, (_, b) => inCanary(b, 'abcd00000000', share)).filter(Boolean).length,
    );
    expect(shares).toEqual([10, 50, 90]);
  });
});

describe.each(backends)('canary releases on $name', (backend) => {
  const token = 'c'.repeat(40);
  const staticDir = mkdtempSync(join(tmpdir(), 'callout-canary-'));
  // The app with its web site (what /remotes.json is part of), on a database of its own.
  let database: TestDatabase | undefined;
  const server = {
    app: undefined as unknown as FastifyInstance,
    db: undefined as unknown as Database,
    url: '',
  };
  const c = lateClient(() => server.app);
  let operator: string;
  beforeAll(async () => {
    database = await backend.create();
    const env = readEnv({
      ...database.vars,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'true',
      RELEASE_TOKEN: token,
    });
    server.db = await openDatabase(env);
    server.app = await buildApp({ env, database: server.db, hashCost: testHashCost });
    server.url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    operator = (await signInOperator(server as unknown as TestServer, c)).token;
  }, 60_000);
  afterAll(async () => {
    await server.app?.close();
    await server.db?.close();
    await database?.drop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** One load of /remotes.json by a device (with its cookie, if it has one yet): its version and cookie. */
  const load = async (cookie?: string, module = 'mf-support') => {
    const answer = await server.app.inject({
      url: '/remotes.json',
      headers: cookie ? { cookie } : {},
    });
    const setCookie = String(answer.headers['set-cookie'] ?? '');
    const given = setCookie.startsWith(`${deviceCookie}=`) ? setCookie.split(';')[0] : undefined;
    return {
      version: remotesManifestSchema
        .parse(answer.json(), { error: () => answer.body })
        .remotes.find((r) => r.name === module)?.version,
      cookie: given ?? cookie,
      setCookie,
      cacheControl: answer.headers['cache-control'],
      vary: answer.headers.vary,
    };
  };

  it('serves a canary to its share of devices, each keeping its version over reloads, until promoted', async () => {
    const one = build('can1');
    const two = build('can2');
    expect((await c.post('/ops/module-releases', releaseForm(one), token)).status).toBe(200);
    const canary = await c.post('/ops/module-releases', { ...releaseForm(two), canary: '50' }, operator);
    expect(canary.body).toEqual({
      success: true,
      data: { Module: 'mf-support', Version: versionOf(two), Changed: true, Canary: 50 },
    });

    const first = await load();
    expect(first.setCookie).toMatch(/^callout-device=\d{1,2}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(first.cacheControl).toBe('private, no-cache');
    expect(first.vary).toBe('Cookie');

    const devices = await Promise.all(Array.from({ length: 40 }, () => load()));
    const onCanary = devices.filter((d) => d.version === versionOf(two)).length;
    expect(onCanary).toBeGreaterThanOrEqual(15);
    expect(onCanary).toBeLessThanOrEqual(25);
    expect(devices.every((d) => d.version === versionOf(one) || d.version === versionOf(two))).toBe(true);
    for (const device of devices) {
      const again = await load(device.cookie);
      expect(again.version).toBe(device.version);
      expect(again.setCookie).toBe(''); // the cookie it has is kept
    }
    // A canary's entry is served by its version like any kept one.
    const entry = await server.app.inject({
      url: `/remotes/mf-support/assets/remoteEntry.js?v=${versionOf(two)}`,
    });
    expect(entry.body).toContain('"can2"');

    const listed = moduleReleasesSchema.parse((await c.get('/ops/module-releases', operator)).body.data);
    const versions = listed.modules.find((m) => m.Module === 'mf-support')?.Versions ?? [];
    expect(versions.map((v) => [v.Version, v.Live, v.CanaryShare])).toEqual([
      [versionOf(two), false, 50],
      [versionOf(one), true, undefined],
    ]);
    expect(listed.log[0]).toMatchObject({ Action: 'canary', Version: versionOf(two), Share: 50 });

    const promoted = await c.post('/ops/module-releases/mf-support/promote', {}, operator);
    expect(promoted.body).toEqual({
      success: true,
      data: { Module: 'mf-support', Live: versionOf(two), Canary: null },
    });
    for (const device of devices) expect((await load(device.cookie)).version).toBe(versionOf(two));
    expect((await load()).version).toBe(versionOf(two));
    const audit = await server.db.query<{ action: string; subject_id: string }>(
      "SELECT action, subject_id FROM ops_audit WHERE subject_type = 'module' ORDER BY id",
    );
    expect(audit.map((row) => `${row.action} ${row.subject_id}`)).toEqual([
      'module.canary mf-support',
      'module.promote mf-support',
    ]);
  }, 30_000);

  it('rolls a canary back for every device at once, and a release back to the version before it', async () => {
    const three = build('can3');
    expect(
      (await c.post('/ops/module-releases', { ...releaseForm(three), canary: '99' }, token)).status,
    ).toBe(200);
    const live = await liveVersion(server.db, 'mf-support');
    const devices = await Promise.all(Array.from({ length: 10 }, () => load()));
    const seen = devices.filter((d) => d.version === versionOf(three));
    expect(seen.length).toBeGreaterThan(0);

    const rolled = await c.post('/ops/module-releases/mf-support/rollback', {}, token);
    expect(rolled.body).toEqual({ success: true, data: { Module: 'mf-support', Live: live, Canary: null } });
    // A page opened on the canary reads the live version on its next check, and is offered the reload.
    for (const device of seen) expect((await load(device.cookie)).version).toBe(live);
    expect((await load()).version).toBe(live);

    // Without a canary, a rollback makes the version live before the current one live again.
    const four = build('can4');
    await c.post('/ops/module-releases', releaseForm(four), token);
    expect((await load()).version).toBe(versionOf(four));
    const back = await c.post('/ops/module-releases/mf-support/rollback', {}, operator);
    expect(back.body).toMatchObject({ data: { Live: live, Canary: null } });
    expect((await load()).version).toBe(live);
    const log = moduleReleasesSchema.parse((await c.get('/ops/module-releases', operator)).body.data).log;
    expect(log.slice(0, 4).map((e) => `${e.Action} ${e.Version}`)).toEqual([
      `rollback ${live}`,
      `release ${versionOf(four)}`,
      `upload ${versionOf(four)}`,
      `rollback ${versionOf(three)}`,
    ]);
  }, 30_000);

  it('holds a pinned account at its version whatever is live, until the pin is taken off', async () => {
    const customer = await makeCustomer(c);
    const pinnedAt = build('pin1');
    await c.post('/ops/module-releases', releaseForm(pinnedAt), token);
    await c.post('/ops/module-releases', releaseForm(build('pin2')), token);
    const pin = { module: 'mf-support', email: customer.email, version: versionOf(pinnedAt) };
    expect((await c.post('/ops/module-releases/pins', pin, operator)).body).toEqual({ success: true });

    const device = (await load()).cookie;
    const session = `${device}; ${pageSessionCookie}=${customer.token}`;
    expect((await load(session)).version).toBe(versionOf(pinnedAt));
    expect((await load(device)).version).toBe(versionOf(build('pin2')));
    const listed = moduleReleasesSchema.parse((await c.get('/ops/module-releases', operator)).body.data);
    expect(listed.pins).toEqual([
      expect.objectContaining({ Module: 'mf-support', Version: versionOf(pinnedAt), Email: customer.email }),
    ]);

    const unpin = { module: 'mf-support', email: customer.email };
    expect((await c.post('/ops/module-releases/pins', unpin, operator)).status).toBe(200);
    expect((await load(session)).version).toBe(versionOf(build('pin2')));
  });

  it('refuses what cannot be done, saying why, and lets only operators and the release token act', async () => {
    const refusals: [string, Record<string, string>, number, string][] = [
      ['/mf-support/promote', {}, 409, releaseMessages.noCanary('mf-support')],
      ['/mf-nothing/rollback', {}, 404, releaseMessages.unknownModule('mf-nothing')],
      [
        '',
        { ...releaseForm(build('new1', 'mf-new'), 'mf-new'), canary: '10' },
        409,
        releaseMessages.canaryWithoutLive('mf-new'),
      ],
      [
        '/pins',
        { module: 'mf-support', email: 'nobody@example.org', version: '0123456789ab' },
        404,
        releaseMessages.unknownAccount,
      ],
    ];
    for (const [path, body, status, message] of refusals) {
      const answer = await c.post(`/ops/module-releases${path}`, body, operator);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    const live = (await load()).version ?? '';
    const same = await c.post('/ops/module-releases', { ...releaseForm(build('pin2')), canary: '10' }, token);
    expect([same.status, same.body.message]).toEqual([409, releaseMessages.canaryIsLive(live)]);
    for (const canary of ['0', '100', '12.5', '5%', 'true', '']) {
      const answer = await c.post('/ops/module-releases', { ...releaseForm(build('bad')), canary }, token);
      expect(answer.status, String(canary)).toBe(400);
    }
    expect((await c.post('/ops/module-releases/mf-support/rollback', {})).status).toBe(401);
    expect((await c.post('/ops/module-releases/mf-support/promote', {}, 'x'.repeat(40))).status).toBe(401);
    expect(
      (await c.post('/ops/module-releases/pins', { module: 'mf-support', email: 'a@b.org' })).status,
    ).toBe(401);
  });

  it('starts, promotes and rolls back a canary with `npm run release`', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'callout-canary-cmd-'));
    const release = (...args: string[]) =>
      run(process.execPath, [releaseScript, 'mf-support', ...args, '--server', server.url], {
        env: { ...process.env, RELEASE_TOKEN: token },
      }).then(
        ({ stdout }) => stdout,
        (error: { stderr: string }) => `failed: ${error.stderr}`,
      );
    const five = build('cmd5');
    writeBuild(dir, five);
    const live = (await load()).version;
    expect(await release('--from', dir, '--canary', '10')).toBe(
      `Releasing mf-support ${versionOf(five)} (3 files) to ${server.url}\nmf-support ${versionOf(five)} goes to 10 % of devices; the rest keep the live version.\n`,
    );
    expect(await release('--rollback')).toBe(`mf-support ${live} is live for every device.\n`);
    expect(await release('--from', dir, '--canary', '10')).toContain('goes to 10 %');
    expect(await release('--promote')).toBe(`mf-support ${versionOf(five)} is live for every device.\n`);
    expect((await load()).version).toBe(versionOf(five));
    expect(await release('--promote')).toBe(`failed: Refused: ${releaseMessages.noCanary('mf-support')}\n`);
    expect(await release('--canary', '0')).toBe(
      'failed: --canary is a whole percentage of devices, 1 to 99.\n',
    );
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
