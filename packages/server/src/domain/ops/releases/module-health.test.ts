// Health per module version: page loads counted from the version each page was sent with, problems the
// shell reports, both in /metrics and the Releases list; a canary past the limits rolled back by itself,
// once, whichever instances judge it, with every operator told.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moduleReleasesSchema } from '@callout/contracts/module-releases';
import { remotesManifestSchema } from '@callout/contracts/remotes-manifest';
import { backends, type TestDatabase } from '@callout/server-testing/backends';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { lateClient, type TestServer, testHashCost } from '@callout/server-testing/harness';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { readEnv } from '../../../env';
import { type Database, openDatabase } from '../../../infra/db/database';
import { pageLoadCookie } from './assignment-signer';
import { deviceCookie, inCanary } from './device-manifest';
import { build, releaseForm, versionOf } from './test-builds';

function staticDirWithShell() {
  const dir = mkdtempSync(join(tmpdir(), 'callout-health-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  writeFileSync(
    join(dir, 'shell/index.html'),
    '<!doctype html><html lang="en-GB"><head><title>Callout</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  return dir;
}

describe.each(backends)('module health on $name', (backend) => {
  const token = 'h'.repeat(40);
  const dirs: string[] = [];
  let database: TestDatabase | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const server = { app: undefined as unknown as FastifyInstance, db: undefined as unknown as Database };
  const c = lateClient(() => server.app);
  let operator: { token: string; email: string };
  beforeAll(async () => {
    database = await backend.create();
    const envFor = () => {
      const staticDir = staticDirWithShell();
      dirs.push(staticDir);
      return readEnv({
        ...database?.vars,
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'silent',
        DEMO_MODE: 'true',
        RELEASE_TOKEN: token,
        CANARY_ROLLBACK_ERROR_RATE: '0.5',
        CANARY_ROLLBACK_MIN_LOADS: '10',
      });
    };
    const first = envFor();
    databases.push(await openDatabase(first));
    // Two instances: on PostgreSQL each with its own pool; PGlite has one connection for every app.
    const second = envFor();
    const secondDb = backend.name === 'PGlite' ? (databases[0] as Database) : await openDatabase(second);
    if (secondDb !== databases[0]) databases.push(secondDb);
    apps.push(await buildApp({ env: first, database: databases[0], hashCost: testHashCost }));
    apps.push(await buildApp({ env: second, database: secondDb, hashCost: testHashCost }));
    server.app = apps[0] as FastifyInstance;
    server.db = databases[0] as Database;
    const signedIn = await signInOperator(server as unknown as TestServer, c);
    operator = { token: signedIn.token, email: signedIn.email };
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of databases) await db.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const report = (app: FastifyInstance, body: unknown, ip = '198.51.100.7') =>
    app.inject({
      method: 'POST',
      url: '/api/module-health',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: JSON.stringify(body),
    });
  /** A page sent to a device in `bucket`: its status and the page load's cookie it came with. */
  const pageLoad = async (app: FastifyInstance, bucket: number) => {
    const page = await app.inject({
      url: '/',
      headers: { cookie: `${deviceCookie}=${bucket}`, 'sec-fetch-mode': 'navigate' },
    });
    const cookies = [page.headers['set-cookie'] ?? []].flat();
    const load = cookies.find((cookie) => cookie.startsWith(`${pageLoadCookie}=`))?.split(';')[0] ?? '';
    return { statusCode: page.statusCode, load, cacheControl: page.headers['cache-control'] };
  };
  const flush = (app: FastifyInstance) => app.moduleHealth.flush();
  /** The signed assignment `/remotes.json` gives a device in `bucket` for mf-support, asked for by a page. */
  const assignmentOf = async (app: FastifyInstance, bucket: number, load?: string) => {
    const cookie = `${deviceCookie}=${bucket}${load ? `; ${load}` : ''}`;
    const sent = await app.inject({ url: '/remotes.json', headers: { cookie } });
    const remote = remotesManifestSchema.parse(sent.json()).remotes.find((r) => r.name === 'mf-support');
    return remote?.assignment;
  };
  const healthOf = async (version: string) => {
    const list = moduleReleasesSchema.parse((await c.get('/ops/module-releases', operator.token)).body.data);
    return list.modules.find((m) => m.Module === 'mf-support')?.Versions.find((v) => v.Version === version)
      ?.Health;
  };

  it('refuses a malformed report with words, and takes a well-formed one without counting an unknown version', async () => {
    const app = apps[0] as FastifyInstance;
    const bad = await report(app, { module: 'mf-support', version: 'nothex', kind: 'error' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/12 hex digits/);
    expect((await report(app, { module: 'mf-support', version: 'abc', kind: 'oops' })).statusCode).toBe(400);
    const tooBig = await report(app, { module: 'mf-support', version: 'a'.repeat(2000), kind: 'error' });
    expect(tooBig.statusCode).toBe(413);
    const unknown = await report(app, { module: 'mf-support', version: '0123456789ab', kind: 'error' });
    expect(unknown.statusCode).toBe(202);
    expect((await app.inject({ url: '/metrics' })).body).not.toContain('0123456789ab');
  });

  it('counts loads and problems per version, and rolls a failing canary back by itself once, telling operators', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const one = build('health1');
    const two = build('health2');
    const live = versionOf(one);
    const canary = versionOf(two);
    expect((await c.post('/ops/module-releases', releaseForm(one), token)).status).toBe(200);
    expect((await c.post('/ops/module-releases', { ...releaseForm(two), canary: '50' }, token)).status).toBe(
      200,
    );
    const inside = [...Array(100).keys()].find((bucket) => inCanary(bucket, canary, 50)) ?? -1;
    const outside = [...Array(100).keys()].find((bucket) => !inCanary(bucket, canary, 50)) ?? -1;

    // Five loads of the canary and three problems: too few loads to judge.
    const loads = [];
    for (let i = 0; i < 5; i += 1) loads.push(await pageLoad(i % 2 ? a : b, inside));
    expect(loads.map((load) => load.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await pageLoad(a, outside);
    const assignment = await assignmentOf(b, inside, loads[0]?.load);
    for (const kind of ['entry', 'chunk', 'error']) {
      expect((await report(a, { module: 'mf-support', version: canary, kind, assignment })).statusCode).toBe(
        202,
      );
    }
    await Promise.all([flush(a), flush(b)]);
    expect(await healthOf(canary)).toEqual({ Loads: 5, LoadFailures: 2, Errors: 1 });
    expect(await healthOf(live)).toEqual({ Loads: 1, LoadFailures: 0, Errors: 0 });
    const metrics = (await a.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(
      new RegExp(`module_page_loads_total\\{module="mf-support",version="${canary}"\\} 2`),
    );
    expect(metrics).toContain(
      `module_load_failures_total{module="mf-support",version="${canary}",kind="entry"} 1`,
    );
    expect(metrics).toContain(`module_errors_total{module="mf-support",version="${canary}"} 1`);

    // Ten loads, three problems: under half, the canary stays.
    let later = '';
    for (let i = 0; i < 5; i += 1) later = (await pageLoad(a, inside)).load;
    await flush(a);
    const manifest = async (bucket: number) =>
      remotesManifestSchema.parse(
        (await b.inject({ url: '/remotes.json', headers: { cookie: `${deviceCookie}=${bucket}` } })).json(),
      ).remotes[0]?.version;
    expect(await manifest(inside)).toBe(canary);

    // Two more problems, one reported to each instance, both judging at once: five in ten, rolled back once.
    await report(a, {
      module: 'mf-support',
      version: canary,
      kind: 'error',
      assignment: await assignmentOf(a, inside, later),
    });
    await report(b, { module: 'mf-support', version: canary, kind: 'contract', assignment });
    await Promise.all([flush(a), flush(b)]);
    expect(await manifest(inside)).toBe(live);

    const list = moduleReleasesSchema.parse((await c.get('/ops/module-releases', operator.token)).body.data);
    const rollbacks = list.log.filter((entry) => entry.Action === 'rollback' && entry.Version === canary);
    expect(rollbacks).toEqual([expect.objectContaining({ Actor: 'system', Module: 'mf-support' })]);
    const audited = await server.db.query<{
      operator_id: string;
      after: { loads: number; problems: number };
    }>(
      "SELECT operator_id, after FROM ops_audit WHERE action = 'module.rollback' AND subject_id = 'mf-support'",
    );
    expect(audited).toEqual([
      { operator_id: 'system', after: expect.objectContaining({ ended: canary, loads: 10, problems: 5 }) },
    ]);
    const bell = await server.db.query<{ body: string; link: string }>(
      `SELECT n.body, n.link FROM notifications n JOIN accounts a ON a.id = n.account_id
       WHERE a.email = $1`,
      [operator.email],
    );
    expect(bell).toEqual([{ body: expect.stringContaining(`version ${canary}`), link: '/ops/releases' }]);
    // The console's bell lists it for the operator, and for nobody without an operator's session.
    const listed = await c.get('/ops/notifications', operator.token);
    expect(listed.body).toMatchObject({
      success: true,
      data: [{ Notification: expect.stringContaining(`version ${canary}`), Link: '/ops/releases' }],
    });
    expect((await c.get('/ops/notifications')).status).toBe(401);
    const mails = await server.db.query<{ subject: string }>(
      'SELECT subject FROM mail_queue WHERE to_address = $1',
      [operator.email],
    );
    expect(mails).toEqual([{ subject: 'Canary of mf-support rolled back by itself' }]);

    // Judged again, nothing more happens: the live version is not rolled back in its turn.
    await Promise.all([flush(a), flush(b)]);
    expect(await manifest(outside)).toBe(live);
    const after = moduleReleasesSchema.parse((await c.get('/ops/module-releases', operator.token)).body.data);
    expect(after.log.filter((entry) => entry.Action === 'rollback')).toHaveLength(1);
  });

  it('counts a report only when it brings back the assignment the server signed for that version, once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const earlier = versionOf(build('health1'));
    const signed = build('signed1');
    const version = versionOf(signed);
    expect((await c.post('/ops/module-releases', releaseForm(signed), token)).status).toBe(200);
    const page = await pageLoad(a, 7);
    expect(page.statusCode).toBe(200);
    await flush(a);
    expect(await healthOf(version)).toEqual({ Loads: 1, LoadFailures: 0, Errors: 0 });

    const genuine = await assignmentOf(b, 7, page.load);
    expect(genuine).toMatch(/^7\.[0-9a-z]+\.[\w-]{12}\.[\w-]{22}$/);
    const [bucket, minute, nonce, signature] = (genuine ?? '').split('.');
    const forged = [
      undefined,
      `7.${minute}.${'A'.repeat(12)}.${'A'.repeat(22)}`,
      `8.${minute}.${nonce}.${signature}`,
      `${bucket}.${minute}.${'B'.repeat(12)}.${signature}`,
      `${bucket}.${nonce}.${signature}`,
      'not an assignment',
    ];
    // Every forged report is answered as a real one, from many addresses, and none is counted.
    for (const [i, assignment] of forged.entries()) {
      const sent = await report(
        a,
        { module: 'mf-support', version, kind: 'error', assignment },
        `192.0.2.${i + 1}`,
      );
      expect(sent.statusCode).toBe(202);
    }
    // A real assignment of another version does not vouch for this one.
    const other = await report(a, {
      module: 'mf-support',
      version: earlier,
      kind: 'entry',
      assignment: genuine,
    });
    expect(other.statusCode).toBe(202);
    await flush(a);
    expect(await healthOf(version)).toEqual({ Loads: 1, LoadFailures: 0, Errors: 0 });

    // The device's own assignment counts, on either instance, and once however often it is sent.
    for (let i = 0; i < 3; i += 1) {
      await report(
        a,
        { module: 'mf-support', version, kind: 'error', assignment: genuine },
        `192.0.2.${20 + i}`,
      );
    }
    await report(b, { module: 'mf-support', version, kind: 'chunk', assignment: genuine });
    await Promise.all([flush(a), flush(b)]);
    expect(await healthOf(version)).toEqual({ Loads: 1, LoadFailures: 1, Errors: 1 });
  });

  it('gives no assignment to /remotes.json asked for without a page, and counts a page load’s report once across instances', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const farmed = build('farm1');
    const version = versionOf(farmed);
    expect((await c.post('/ops/module-releases', releaseForm(farmed), token)).status).toBe(200);
    // Fresh assignments without a page: none, nor with a page load cookie this server did not sign.
    for (let i = 0; i < 5; i += 1) expect(await assignmentOf(a, 3)).toBeUndefined();
    const page = await pageLoad(b, 3);
    expect(page.cacheControl).toBe('private, no-cache');
    const [name, value] = page.load.split('=');
    const [minute, nonce] = (value ?? '').split('.');
    expect(await assignmentOf(a, 3, `${name}=${minute}.${nonce}.${'C'.repeat(22)}`)).toBeUndefined();
    // One page load: however often its /remotes.json is asked for, on whichever instance, and its report
    // sent from whichever addresses to whichever instance, each kind counts once.
    const assignments = new Set<string | undefined>();
    for (const app of [a, b, a, b]) assignments.add(await assignmentOf(app, 3, page.load));
    expect(assignments.size).toBe(1);
    const [assignment] = assignments;
    for (const [i, app] of [a, b, a, b, a, b].entries()) {
      const body = { module: 'mf-support', version, kind: 'error', assignment };
      expect((await report(app, body, `198.51.100.${100 + i}`)).statusCode).toBe(202);
    }
    await Promise.all([flush(a), flush(b)]);
    expect(await healthOf(version)).toEqual({ Loads: 1, LoadFailures: 0, Errors: 1 });
    // A page load more than a day old reports nothing.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now - 25 * 3600_000);
    const old = await pageLoad(a, 3);
    const oldAssignment = await assignmentOf(a, 3, old.load);
    clock.mockRestore();
    expect(oldAssignment).toMatch(/^3\./);
    await report(a, { module: 'mf-support', version, kind: 'chunk', assignment: oldAssignment });
    expect(await assignmentOf(a, 3, old.load)).toBeUndefined();
    await Promise.all([flush(a), flush(b)]);
    expect(await healthOf(version)).toEqual({ Loads: 2, LoadFailures: 0, Errors: 1 });
  });

  it('limits reports per address', async () => {
    const app = apps[1] as FastifyInstance;
    const body = { module: 'mf-support', version: '0123456789ab', kind: 'error' };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await report(app, body, '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
