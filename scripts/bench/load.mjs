// Load benchmark: throughput and p50/p99 latency of two reads and a write on the real
// API server, on embedded PGlite and on PostgreSQL, with one instance and with two instances sharing one
// PostgreSQL, beside a bare node:http hello world measured in the same run as the ceiling. The `pgbouncer`
// row runs the same on PostgreSQL behind Debian's PgBouncer in transaction mode (DATABASE_POOL_MODE=
// transaction, the LISTEN connection and migrations on DATABASE_DIRECT_URL), its server connections fewer
// than the instances' pools, as a pooler is deployed.
//
//   node scripts/bench/load.mjs [--duration 10] [--backends pglite,postgres,pgbouncer] [--connections 50,200]
//                               [--compare REF] [--fsync off]
//   (BENCH_PORT=8800 starts the servers' ports there instead of 8300, so runs side by side do not collide)
//
// Every request must succeed: a non-2xx answer, an error or a timeout makes it exit 1. autocannon runs in
// child processes (support/load-client.mjs), never in a server's event loop. The server runs compiled and
// is started as `npm start`, `npm run serve` and the image start it: the start script's Node flags and the
// default log level, its access log written to a file. PostgreSQL is a throwaway server from Debian's
// packages (scripts/postgres.mjs) with its default durability (fsync on); `--fsync off` runs it as the test
// suite does.
//
// `--compare REF` measures the server of git revision REF (checked out into a temporary worktree and
// installed there) and this checkout's, one after the other for each database in the same run, and prints
// each figure of this checkout as a change from REF's: on a shared, noisy machine a change is judged against
// its parent in one run, not against figures from another day.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPgBouncer } from '../pgbouncer.mjs';
import { startTestPostgres } from '../postgres.mjs';
import { checkOut } from './support/check-out.mjs';
import { measure as measureRun, runClient, startHello } from './support/load-runs.mjs';
import { chatWriters, demoCustomerSession } from './support/load-users.mjs';
import { freePort, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';

/** Chat messages one account may post a minute (packages/server/src/domain/support/rate-rules.ts). */
const chatMessagesPerMinute = 120;
/** Seconds after which a request counts as failed (autocannon's default; the web client sets no timeout). */
const requestTimeout = 10;
/** Bookings the demo customer gets first, so GET /api/orders reads rows rather than an empty list. */
const demoOrders = 5;
const databaseNames = { pglite: 'PGlite', postgres: 'PostgreSQL', pgbouncer: 'PgBouncer (transaction)' };
/** PgBouncer's server connections for both instances, which open up to 10 each. */
const pgbouncerPoolSize = 10;
/** Where the API servers' ports start (the first free one from here); BENCH_PORT keeps parallel runs apart. */
const benchPort = Number(process.env.BENCH_PORT) || 8300;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const autocannonVersion = createRequire(import.meta.url)('autocannon/package.json').version;

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const duration = Number(option('--duration', '10'));
const backends = option('--backends', 'pglite,postgres,pgbouncer').split(',');
const connectionCounts = option('--connections', '50,200').split(',').map(Number);
const compareRef = option('--compare', null);
const durable = option('--fsync', 'on') !== 'off';
if (!(duration >= 1)) throw new Error('--duration takes a number of seconds, at least 1');
if (!backends.every((backend) => backend in databaseNames))
  throw new Error('--backends takes pglite, postgres and pgbouncer, separated by commas');
if (!connectionCounts.every((count) => Number.isInteger(count) && count >= 2))
  throw new Error('--connections takes whole numbers of at least 2, separated by commas');

const workDir = mkdtempSync(join(tmpdir(), 'callout-load-'));
const staticDir = mkdtempSync(join(workDir, 'static-')); // empty: only the API is measured
const loadAtStart = loadavg()[0].toFixed(1);
const measure = (row, run) => measureRun(row, { ...run, duration, timeout: requestTimeout });

async function startApi(databaseEnv, name, root = repoRoot) {
  const port = await freePort(benchPort);
  const logFile = join(workDir, `${name}.log`);
  const server = await startServer({
    repoRoot: root,
    port,
    staticDir,
    // Logging as shipped (the server's default level, info: an access log line per answer), into a file as
    // a container runtime or journald would take it; ACCESS_LOG_READ_SAMPLE as the caller's environment says.
    env: { HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info', ...databaseEnv },
    logFile,
  });
  return { url: `http://127.0.0.1:${port}`, stop: server.stop, logFile };
}

/** Untimed traffic first, so the measured cases do not pay for compiling code and preparing queries. */
async function warmUp(api, token) {
  await runClient({
    url: api.url,
    connections: 10,
    duration: 2,
    method: 'GET',
    path: '/api/orders',
    headers: { authorization: `Bearer ${token}` },
  });
}

/**
 * Enough chat writers that none reaches its per-minute limit even if writes went as fast as the order list
 * read just before (a post does more work than that read, so they do not): the benchmark's traffic is many
 * customers chatting, as in real use, not one account lifted over its limit.
 */
function writersFor(readRate) {
  const perWriter = chatMessagesPerMinute * 0.8;
  return Math.max(10, Math.ceil((readRate * Math.min(duration + 2, 60)) / perWriter));
}

/** The read and write cases at each connection count, against one instance or split between several. */
async function measureServers(database, servers, token) {
  const server = servers.length === 1 ? '1 API instance' : `${servers.length} API instances`;
  const rows = [];
  for (const connections of connectionCounts) {
    const base = { server, database };
    rows.push(
      await measure(
        { ...base, case: 'GET /api/categories', users: '—' },
        { connections, targets: servers.map(({ url }) => ({ url })), method: 'GET', path: '/api/categories' },
      ),
    );
    rows.push(
      await measure(
        { ...base, case: 'GET /api/help-center', users: '—' },
        {
          connections,
          targets: servers.map(({ url }) => ({ url })),
          method: 'GET',
          path: '/api/help-center',
        },
      ),
    );
    const orders = await measure(
      { ...base, case: 'GET /api/orders', users: '1' },
      {
        connections,
        targets: servers.map(({ url }) => ({ url })),
        method: 'GET',
        path: '/api/orders',
        headers: { authorization: `Bearer ${token}` },
      },
    );
    rows.push(orders);

    // Set up on the first instance whichever instance they post to: sessions are shared.
    const perServer = writersFor(orders.rate / servers.length);
    const targets = [];
    for (const { url } of servers) {
      const writers = await chatWriters(servers[0].url, perServer);
      const variants = writers.map(({ token: writerToken, chatId }) => ({
        headers: { authorization: `Bearer ${writerToken}` },
        body: new URLSearchParams({
          ChatId: chatId,
          Message: 'Is anyone there?',
          Category: 'SUPPORT',
        }).toString(),
      }));
      targets.push({ url, variants });
    }
    rows.push(
      await measure(
        { ...base, case: 'POST /api/newchat', users: String(perServer * servers.length) },
        {
          connections,
          targets,
          method: 'POST',
          path: '/api/newchat',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ),
    );
  }
  return rows;
}

async function measureBackend(backend, postgresUrl, build = { name: 'this checkout', root: repoRoot }) {
  const bouncer =
    backend === 'pgbouncer' ? await startPgBouncer(postgresUrl, { poolSize: pgbouncerPoolSize }) : null;
  const databaseEnv =
    backend === 'postgres'
      ? { DATABASE_URL: postgresUrl }
      : bouncer
        ? {
            DATABASE_URL: bouncer.through(postgresUrl),
            DATABASE_POOL_MODE: 'transaction',
            DATABASE_DIRECT_URL: postgresUrl,
          }
        : {};
  const database = databaseNames[backend];
  const label = `${backend}-${build.name.replace(/\W+/g, '-')}`;
  const first = await startApi(databaseEnv, `${label}-a`, build.root);
  const running = [first];
  try {
    const token = await demoCustomerSession(first.url, demoOrders);
    await warmUp(first, token);
    const rows = await measureServers(database, [first], token);
    // A second process on the same PostgreSQL, given the session the first one started.
    if (backend !== 'pglite') {
      const second = await startApi(databaseEnv, `${label}-b`, build.root);
      running.push(second);
      await warmUp(second, token);
      rows.push(...(await measureServers(database, [first, second], token)));
    }
    return rows.map((row) => ({ ...row, build: build.name }));
  } finally {
    await Promise.all(running.map((api) => api.stop()));
    await bouncer?.stop();
  }
}

function report(rows, ceilings) {
  const figure = (n) => Math.round(n).toLocaleString('en-GB');
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`;
  console.log(`\nLoad on loopback, ${duration} s per case; ${machine}, autocannon ${autocannonVersion}.`);
  console.log(
    `A request failed if it was answered other than 2xx, or not within ${requestTimeout} s. PostgreSQL is a ` +
      `throwaway server with fsync ${durable ? 'on' : 'off'};\nPGlite writes to a temporary DATA_DIR. ` +
      // The machine may be shared: other work running beside the benchmark shows here.
      `Load average at start ${loadAtStart}, at the end ${loadavg()[0].toFixed(1)}.\n`,
  );
  const columns = ['Server', 'Database', 'Case', 'Connections', 'Users', 'req/s', 'p50 ms', 'p99 ms'];
  printTable(
    [...(compareRef ? ['Build'] : []), ...columns, 'Ratio to ceiling', 'Requests', 'Failed'],
    rows.map((row) => [
      ...(compareRef ? [row.build ?? '—'] : []),
      row.server,
      row.database,
      row.case,
      row.connections,
      row.users,
      figure(row.rate),
      row.p50,
      row.p99,
      `${(row.rate / ceilings.get(row.connections)).toFixed(3)} (${((100 * row.rate) / ceilings.get(row.connections)).toFixed(1)} %)`,
      figure(row.requests),
      row.failed,
    ]),
  );
  console.log(
    'Users: accounts the requests are spread over (— none). Two instances: the connections split between\n' +
      'them, one autocannon process each, req/s summed and percentiles taken over both.',
  );
  if (compareRef) compareBuilds(rows);
  const failed = rows.filter((row) => row.failed > 0);
  for (const row of failed) {
    console.log(`FAILED ${row.database} · ${row.server} · ${row.case} · ${row.connections}: ${row.problems}`);
  }
  return failed.length === 0;
}

/** Each case of this checkout beside the same case of REF: req/s and p99, and the change. */
function compareBuilds(rows) {
  const key = (row) => [row.server, row.database, row.case, row.connections].join(' · ');
  const before = new Map(rows.filter((row) => row.build === compareRef).map((row) => [key(row), row]));
  const change = (now, then) => `${now >= then ? '+' : ''}${((100 * (now - then)) / then).toFixed(1)} %`;
  console.log(`\nThis checkout against ${compareRef}, measured in this run:`);
  printTable(
    ['Case', `req/s ${compareRef}`, 'req/s now', 'Change', `p99 ms ${compareRef}`, 'p99 ms now', 'Change'],
    rows
      .filter((row) => row.build === 'this checkout' && before.has(key(row)))
      .map((row) => {
        const then = before.get(key(row));
        return [
          key(row),
          Math.round(then.rate).toLocaleString('en-GB'),
          Math.round(row.rate).toLocaleString('en-GB'),
          change(row.rate, then.rate),
          then.p99,
          row.p99,
          change(row.p99, then.p99),
        ];
      }),
  );
}

/** REF checked out beside this checkout, with its dependencies installed; removed again by `stop()`. */
async function main() {
  const rows = [];
  const hello = await startHello();
  try {
    for (const connections of connectionCounts) {
      rows.push(
        await measure(
          { server: 'node:http hello world (ceiling)', database: '—', case: 'GET /', users: '—' },
          { connections, targets: [{ url: hello.url }], method: 'GET', path: '/' },
        ),
      );
    }
  } finally {
    hello.stop();
  }
  const ceilings = new Map(rows.map((row) => [row.connections, row.rate]));

  const reference = compareRef ? checkOut(compareRef) : null;
  const builds = [...(reference ? [reference] : []), { name: 'this checkout', root: repoRoot }];
  try {
    for (const backend of backends) {
      for (const build of builds) {
        // A database of its own for each build: REF's migrations may differ from this checkout's.
        const postgres = backend !== 'pglite' ? await startTestPostgres({ durable }) : null;
        try {
          rows.push(...(await measureBackend(backend, postgres?.url, build)));
        } finally {
          await postgres?.stop();
        }
      }
    }
  } finally {
    reference?.stop();
  }

  if (report(rows, ceilings)) {
    rmSync(workDir, { recursive: true, force: true });
  } else {
    showServerLogs();
    process.exitCode = 1;
  }
}

/** The banner main.ts prints on start (address, database, demo logins): not worth showing. */
const bannerLine = /^$|^Callout is running|^Database:|^Mail:|^Demo logins|^ {2}(customer|provider) /;

/** What each server logged besides its banner (errors only, or why it stopped), kept in workDir. */
function showServerLogs() {
  for (const name of readdirSync(workDir).filter((file) => file.endsWith('.log'))) {
    const lines = readFileSync(join(workDir, name), 'utf8')
      .split('\n')
      .filter((line) => !bannerLine.test(line));
    const shown = lines.length ? lines.slice(-20).join('\n') : '(nothing logged)';
    console.error(`\n--- ${join(workDir, name)}\n${shown}`);
  }
}

main().catch((error) => {
  console.error(error);
  showServerLogs();
  process.exitCode = 2;
});
