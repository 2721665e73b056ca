// Scale benchmark: the reads people use most, measured on the compiled server against PostgreSQL at
// growing data sizes, in one run: S (the demo seed), M (ten times: 20k customers, 2k providers, 200k orders,
// 500k chat messages) and, when asked, L (a hundred times). The data is written by SQL
// (support/scale-seed.mjs) with foreign keys checked and payouts that add up; the demo customer and provider
// are long-lived (5,000 orders together, 2,000 notifications each, 500 support cases and a 10,000-message
// chat for the customer). Prints req/s, p50, p99 and the answer's size per call and size, then each size's
// figures as a ratio of S's, beside `/categories`, whose work does not grow with the data: its ratio is the
// machine's noise.
//
//   node scripts/bench/scale.mjs [--size S,M] [--duration 5] [--warm-up 2] [--connections 50] [--compare REF]
//                                [--explain] [--calls orders,notifications] [--keep]
//   (--size S,M,L adds L, which takes several minutes of seeding; `tiny` is the test's size; `--calls` measures
//   only the calls whose name contains one of the words given, beside the noise call, while working on them;
//   `--keep` leaves the largest size's PostgreSQL running until Ctrl-C, its address printed, to try plans by hand;
//   `--warm-up` is the seconds of untimed load on each call before it is measured)
//
// `--compare REF` measures the server of git revision REF (checked out into a temporary worktree) on the
// same database first, then this checkout's, which applies its own migrations on top as an upgrade does:
// each figure of this checkout is then printed as a change from REF's. `--explain` prints, at the largest
// size, the plan of every statement each call runs on this checkout's server (PostgreSQL's auto_explain,
// with ANALYZE and BUFFERS), the slowest first, and every sequential scan among them. PostgreSQL is a throwaway server
// (scripts/postgres.mjs) without fsync, as the test suite runs it: the reads measured here do not write. Its
// shared buffers are a quarter of the machine's memory (at most 4 GB), as PostgreSQL's documentation advises for
// a dedicated server, instead of the 128 MB it starts with (`--shared-buffers 128MB` to measure that way):
// with 128 MB, every lookup at L read the operating system's cache (docs/benchmarks.md).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from '../postgres.mjs';
import { checkOut } from './support/check-out.mjs';
import { measure, runClient } from './support/load-runs.mjs';
import { demoCustomer } from './support/load-users.mjs';
import { scaleSeedStatements, sizeCounts, sizes } from './support/scale-seed.mjs';
import { demoOperatorToken, freePort, startServer } from './support/server.mjs';
import { kb, printTable } from './support/table.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// The server's own PostgreSQL driver: the root package has none.
const pg = createRequire(join(repoRoot, 'packages/server/package.json'))('pg');

/** Seconds after which a request counts as failed: the server's own query timeout is 10 s. */
const requestTimeout = 10;
const demoProvider = { email: 'amara.okafor@example.com', password: 'Provider#2025' };
const benchPort = Number(process.env.BENCH_PORT) || 8400;

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const sizeNames = option('--size', 'S,M').split(',');
const duration = Number(option('--duration', '5'));
/**
 * Seconds of untimed load on each call before it is measured. Without it the first call measured after a
 * server starts paid for the server's first seconds (code not yet optimised, start-up passes): on the L
 * database `POST /activeproviders` gave 386 req/s in its first 5 s after the start and 812 and 786 in the next
 * two, where the S server's start costs little, so its L/S ratio was the start's, not the data's.
 */
const warmUpSeconds = Number(option('--warm-up', '2'));
const connections = Number(option('--connections', '50'));
const sharedBuffers = option('--shared-buffers', `${Math.min(4096, Math.floor(totalmem() / 4 / 2 ** 20))}MB`);
const compareRef = option('--compare', null);
const explain = process.argv.includes('--explain');
const callWords = option('--calls', '').split(',').filter(Boolean);
const keep = process.argv.includes('--keep');
if (!sizeNames.every((name) => name in sizes))
  throw new Error('--size takes S, M, L and tiny, separated by commas');
if (!(duration >= 1)) throw new Error('--duration takes a number of seconds, at least 1');
if (!(warmUpSeconds >= 0)) throw new Error('--warm-up takes a number of seconds, 0 for none');
if (!(Number.isInteger(connections) && connections >= 1))
  throw new Error('--connections takes a whole number');

const workDir = mkdtempSync(join(tmpdir(), 'callout-scale-'));
const staticDir = mkdtempSync(join(workDir, 'static-'));
const loadAtStart = loadavg()[0].toFixed(1);

/** A day three days ahead, as the booking form sends it. */
const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

/** The calls measured; `who` names the session each needs. */
function callsFor({ productId, chatId }) {
  const form = (fields) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  /** A GET of `path` under /api, as `who`, named by its method and path unless told otherwise. */
  const get = (path, who, name = `GET ${path}`) => ({ name, path: `/api${path}`, method: 'GET', who });
  return [
    get('/categories', undefined, 'GET /categories (noise)'),
    {
      name: 'POST /activeproviders',
      path: '/api/activeproviders',
      ...form({ prodid: String(productId), schedule: inThreeDays, search: '', zipcode: 'N1 9GU' }),
    },
    get('/orders', 'customer'),
    get('/orders?search=valet', 'customer'),
    get('/provider/orders', 'provider'),
    get('/provider/BidOpportunities', 'provider'),
    {
      name: 'POST /loadchats (long chat)',
      path: '/api/loadchats',
      ...form({ category: 'SUPPORT', chatid: chatId }),
      who: 'customer',
    },
    {
      name: 'POST /loadsupportcases',
      path: '/api/loadsupportcases',
      ...form({ value: '' }),
      who: 'customer',
    },
    get('/dashboard', 'customer'),
    get('/provider/profile', 'provider'),
    get('/ops/orders', 'operator'),
    get('/ops/accounts?search=walsh', 'operator'),
    get('/ops/audit?search=checked', 'operator'),
    // The other lists that grow with use: the bells, saved providers, payouts, the monthly chart (from
    // every order the provider had) and the support queue.
    get('/provider/getnotifications', 'provider'),
    get('/ops/notifications', 'operator'),
    get('/savedproviders', 'customer'),
    get('/provider/payouts', 'provider'),
    get('/provider/getorderschart', 'provider'),
    get('/operator/cases', 'operator'),
  ];
}

async function login(url, path, { email, password }) {
  const answer = await fetch(`${url}/api${path}`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
  });
  const token = (await answer.json())?.data?.Token;
  if (!token) throw new Error(`${path} as ${email}: ${answer.status}`);
  return token;
}

async function sessions(url) {
  return {
    customer: await login(url, '/login', demoCustomer),
    provider: await login(url, '/provider/login', demoProvider),
    operator: await demoOperatorToken(url),
  };
}

async function startApi(databaseUrl, build) {
  const port = await freePort(benchPort);
  const server = await startServer({
    repoRoot: build.root,
    port,
    staticDir,
    env: { HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'error', DATABASE_URL: databaseUrl },
    logFile: join(workDir, `${build.name.replace(/\W+/g, '-')}.log`),
    startTimeoutMs: 600_000, // an upgrade builds its indexes over the whole data before listening
  });
  return { url: `http://127.0.0.1:${port}`, stop: server.stop };
}

/** Grows the demo database to `size` by SQL, in one transaction, then refreshes the planner's statistics. */
async function grow(databaseUrl, size) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('BEGIN');
    for (const statement of scaleSeedStatements(size)) await client.query(statement);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
    const seconds = (performance.now() - started) / 1000;
    const [{ orders, messages, bytes }] = (
      await client.query(
        `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM chat_messages)::int AS messages,
           pg_database_size(current_database())::bigint AS bytes`,
      )
    ).rows;
    console.log(
      `Size ${size}: ${orders.toLocaleString('en-GB')} orders, ${messages.toLocaleString('en-GB')} chat messages, ` +
        `${(Number(bytes) / 1e6).toFixed(0)} MB, seeded in ${seconds.toFixed(0)} s.`,
    );
  } finally {
    await client.end();
  }
}

/** The product the demo provider offers, and the demo customer's longest support chat (the story's at S). */
async function callData(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [product] = (await client.query(`SELECT id FROM products WHERE name = 'Standard home clean'`)).rows;
    const [chat] = (
      await client.query(
        `SELECT chat_ref FROM chat_messages m JOIN support_cases c ON c.id = m.chat_ref
         WHERE m.category = 'SUPPORT' AND c.account_id = 'CUS-DEMO000001'
         GROUP BY chat_ref ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows;
    if (!product || !chat) throw new Error('the demo product or support chat is missing');
    return { productId: product.id, chatId: chat.chat_ref };
  } finally {
    await client.end();
  }
}

/** One request of `call`, signed in as its `who`, untimed. */
function send(api, call, tokens) {
  return fetch(`${api.url}${call.path}`, {
    method: call.method,
    headers: { ...call.headers, ...(call.who ? { authorization: `Bearer ${tokens[call.who]}` } : {}) },
    body: call.body,
    signal: AbortSignal.timeout(60_000),
  });
}

/** Every call once, untimed: its answer's size, and the server's statements prepared before measuring. */
async function warmUp(api, build, calls, tokens) {
  const bytes = new Map();
  for (const call of calls) {
    for (let i = 0; i < 3; i += 1) {
      const answer = await send(api, call, tokens).catch((error) => ({
        ok: false,
        status: error.name,
        arrayBuffer: async () => new ArrayBuffer(0),
      }));
      const body = await answer.arrayBuffer();
      // A call the build does not have (an older REF) is left out of its figures, and said so.
      if (answer.status === 404 && i === 0) {
        console.log(`${build.name}: ${call.name} answers 404 (not in this build); not measured.`);
        break;
      }
      // A call too slow to answer at this size (the server's query timeout is a 503) is measured anyway:
      // its failures are its figures.
      if (!answer.ok) {
        const said = Buffer.from(body).toString().slice(0, 120);
        console.log(`${build.name}: ${call.name} answered ${answer.status} while warming up (${said}).`);
        bytes.set(call.name, null);
        break;
      }
      bytes.set(call.name, body.byteLength);
    }
  }
  return bytes;
}

/**
 * Waits until the server has finished the requests a slow call left queued when its time was up (autocannon
 * hangs up on them, the server still answers each), so they do not count against the next call.
 */
async function drained(api) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    // Readiness reads the database, through the same pool as the calls.
    const answer = await fetch(`${api.url}/readyz`).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.ok && performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function measureBuild(databaseUrl, size, build, calls) {
  const api = await startApi(databaseUrl, build);
  try {
    const tokens = await sessions(api.url);
    const bytes = await warmUp(api, build, calls, tokens);
    const rows = [];
    for (const call of calls.filter((entry) => bytes.has(entry.name))) {
      const request = {
        timeout: requestTimeout,
        method: call.method,
        path: call.path,
        headers: { ...call.headers, ...(call.who ? { authorization: `Bearer ${tokens[call.who]}` } : {}) },
        ...(call.body ? { body: call.body } : {}),
      };
      if (warmUpSeconds > 0) {
        await runClient({ ...request, url: api.url, connections, duration: warmUpSeconds });
        await drained(api);
      }
      const row = await measure(
        { database: `size ${size}`, server: build.name, case: call.name },
        { ...request, connections, duration, targets: [{ url: api.url }] },
      );
      rows.push({ ...row, size, build: build.name, bytes: bytes.get(call.name) });
      await drained(api);
    }
    return rows;
  } finally {
    await api.stop();
  }
}

/** One size: a database of its own, seeded by the first build's server and grown, each build measured on it. */
async function measureSize(size, builds) {
  // With --explain, pg_stat_statements counts each statement's plannings beside its runs (explainCalls).
  const statementStats = explain
    ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on']
    : [];
  const postgres = await startTestPostgres({
    own: true,
    settings: [`shared_buffers=${sharedBuffers}`, ...statementStats],
  });
  try {
    // The first start migrates and seeds the demo data; the data grows beside it.
    const first = await startApi(postgres.url, builds[0]);
    await first.stop();
    await grow(postgres.url, size);
    const calls = callsFor(await callData(postgres.url)).filter(
      (call, index) => index === 0 || !callWords.length || callWords.some((word) => call.name.includes(word)),
    );
    const rows = [];
    for (const build of builds) rows.push(...(await measureBuild(postgres.url, size, build, calls)));
    if (explain && size === sizeNames.at(-1)) await explainCalls(postgres, builds.at(-1), calls);
    if (keep && size === sizeNames.at(-1)) {
      console.log(`\nSize ${size} kept at ${postgres.url} (psql "${postgres.url}"); Ctrl-C to stop it.`);
      // A signal's listener alone does not keep Node running: the timer does, until the signal.
      const alive = setInterval(() => {}, 3_600_000);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      clearInterval(alive);
    }
    return rows;
  } finally {
    postgres.stop();
  }
}

/**
 * Each call once more on a fresh server whose connections load auto_explain, logging every statement's plan
 * with ANALYZE and BUFFERS; the log's new lines after each call's seventh are its statements. Prints, per call, the
 * statements slowest first (the three slowest with their plans) and each sequential scan among them; then,
 * after five calls more, the statements PostgreSQL planned on every one of the twelve (pg_stat_statements):
 * a named statement settles on one generic plan after its fifth run unless that plan is costed dearer than
 * planning each call for its values, which then costs every call its planning.
 */
async function explainCalls(postgres, build, calls) {
  const log = join(dirname(postgres.data), 'server.log');
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const [{ name }] = (await client.query('SELECT current_database() AS name')).rows;
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
  };
  for (const [setting, value] of Object.entries(settings))
    await client.query(`ALTER DATABASE "${name}" SET ${setting} = '${value}'`);
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const api = await startApi(postgres.url, build);
  try {
    const tokens = await sessions(api.url);
    console.log(`\nPlans at size ${sizeNames.at(-1)}, ${build.name} (auto_explain: ANALYZE, BUFFERS):`);
    for (const call of calls) {
      const request = () => send(api, call, tokens).then((answer) => answer.arrayBuffer());
      // Six calls first: after its fifth a named statement may be run with one generic plan for every value,
      // which is the plan the call then runs with (the first few are planned for their own values).
      await client.query('SELECT pg_stat_statements_reset()');
      for (let i = 0; i < 6; i += 1) await request();
      const from = statSync(log).size;
      await request();
      // The log is written by another process: give it a moment to land.
      await new Promise((resolve) => setTimeout(resolve, 300));
      printPlans(call.name, readFileSync(log).subarray(from).toString());
      for (let i = 0; i < 5; i += 1) await request();
      await printPlannedEveryCall(client);
    }
  } finally {
    await api.stop();
    await client.query(`ALTER DATABASE "${name}" RESET ALL`);
    await client.end();
  }
}

/**
 * The app's statements planned on each of the last twelve calls (as many plannings as runs), but the ones the
 * app sends to be planned per call (infra/db/planned-per-call.ts), with their mean planning time.
 */
async function printPlannedEveryCall(client) {
  const { rows } = await client.query(
    `SELECT query, calls, plans, mean_plan_time FROM pg_stat_statements
     WHERE calls >= 12 AND plans >= calls AND query NOT LIKE '/* planned per call */%'
       AND query !~* '^\\s*(BEGIN|COMMIT|ROLLBACK|SET|SELECT pg_stat_statements)'
     ORDER BY mean_plan_time DESC`,
  );
  if (rows.length === 0) return console.log('Planned on every call: none');
  console.log('Planned on every call (not marked to be):');
  for (const row of rows) {
    const text = row.query.replace(/\s+/g, ' ').trim().slice(0, 110);
    console.log(
      `  ${row.plans}/${row.calls} planned, ${Number(row.mean_plan_time).toFixed(2)} ms each: ${text}`,
    );
  }
}

function printPlans(callName, logText) {
  const statements = logText
    .split(/^(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/m)
    .map((entry) => /duration: ([\d.]+) ms\s+plan:\n([\s\S]*)/.exec(entry))
    .filter(Boolean)
    .map(([, ms, plan]) => ({ ms: Number(ms), plan: plan.replace(/\s+$/, '') }))
    .sort((a, b) => b.ms - a.ms);
  const total = statements.reduce((sum, statement) => sum + statement.ms, 0);
  console.log(`\n### ${callName}: ${statements.length} statements, ${total.toFixed(1)} ms in all`);
  const scans = statements.flatMap((statement) =>
    [...statement.plan.matchAll(/Seq Scan on (\w+)[^\n]*actual time=[^\n]*rows=(\d+)/g)].map(
      ([, table, rows]) => `${table} (${rows} rows)`,
    ),
  );
  console.log(`Sequential scans: ${scans.length ? [...new Set(scans)].join(', ') : 'none'}`);
  for (const statement of statements.slice(0, 3)) {
    console.log(`-- ${statement.ms.toFixed(2)} ms`);
    console.log(statement.plan.replace(/^\t/gm, '    '));
  }
}

const figure = (n) => Math.round(n).toLocaleString('en-GB');
/** A size's figure over S's; none when S measured nothing. */
const ratio = (now, before) => (before > 0 ? (now / before).toFixed(2) : '—');

function report(rows) {
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`;
  console.log(
    `\nScale on loopback, ${connections} connections, ${duration} s per call; ${machine}; ` +
      `PostgreSQL's shared buffers ${sharedBuffers}.`,
  );
  console.log(
    `A request failed if answered other than 2xx or not within ${requestTimeout} s. ` +
      `Load average at start ${loadAtStart}, at the end ${loadavg()[0].toFixed(1)}.\n`,
  );
  for (const name of sizeNames) {
    const counts = sizeCounts(name);
    console.log(
      counts
        ? `${name}: the demo plus ${figure(counts.customers)} customers, ${figure(counts.providers)} providers, ` +
            `${figure(counts.orders)} orders, ${figure(counts.messages)} chat messages, ${figure(counts.cases)} ` +
            `support cases, ${figure(counts.notifications)} notifications, ${figure(counts.reviews)} reviews, ` +
            `${figure(counts.audit)} audit rows; the demo pair ${figure(counts.longLived.orders)} orders.`
        : `${name}: the demo seed.`,
    );
  }
  console.log('');
  printTable(
    ['Build', 'Size', 'Call', 'req/s', 'p50 ms', 'p99 ms', 'Answer', 'Failed'],
    rows.map((row) => [
      row.build,
      row.size,
      row.case,
      figure(row.rate),
      row.p50,
      row.p99,
      kb(row.bytes ?? 0),
      row.failed ? `${row.failed} (${row.problems})` : '0',
    ]),
  );
  const base = sizeNames[0];
  const builds = [...new Set(rows.map((row) => row.build))];
  for (const size of sizeNames.slice(1)) {
    for (const build of builds) {
      const at = (s, call) => rows.find((row) => row.size === s && row.build === build && row.case === call);
      console.log(`${size} against ${base}, ${build} (target: req/s ratio ≥ 0.33, p99 ratio ≤ 3):`);
      printTable(
        ['Call', `req/s ${size}/${base}`, `p99 ${size}/${base}`],
        rows
          .filter((row) => row.size === size && row.build === build)
          .map((row) => {
            const then = at(base, row.case);
            if (!then) return [row.case, '—', '—'];
            return [row.case, ratio(row.rate, then.rate), ratio(row.p99, then.p99)];
          }),
      );
    }
  }
  if (compareRef) {
    const change = (now, then) =>
      then > 0 ? `${now >= then ? '+' : ''}${((100 * (now - then)) / then).toFixed(0)} %` : '—';
    console.log(`This checkout against ${compareRef}, on the same data in this run:`);
    printTable(
      ['Size', 'Call', `req/s ${compareRef}`, 'req/s now', 'Change', `p99 ms ${compareRef}`, 'p99 ms now'],
      rows
        .filter((row) => row.build === 'this checkout')
        .map((row) => {
          const then = rows.find((r) => r.build === compareRef && r.size === row.size && r.case === row.case);
          if (!then) return [row.size, row.case, '—', figure(row.rate), 'new', '—', row.p99];
          return [
            row.size,
            row.case,
            figure(then.rate),
            figure(row.rate),
            change(row.rate, then.rate),
            then.p99,
            row.p99,
          ];
        }),
    );
  }
}

/** REF checked out beside this checkout, with its dependencies installed; removed again by `stop()`. */
async function main() {
  const reference = compareRef ? checkOut(compareRef) : null;
  const builds = [...(reference ? [reference] : []), { name: 'this checkout', root: repoRoot }];
  const rows = [];
  try {
    for (const size of sizeNames) rows.push(...(await measureSize(size, builds)));
  } catch (error) {
    // The sizes measured before the failure are still printed: L alone takes most of an hour.
    console.error(error);
    console.error(`Server logs are in ${workDir}.`);
    process.exitCode = 2;
  } finally {
    reference?.stop();
  }
  if (rows.length) report(rows);
  if (!process.exitCode) rmSync(workDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  console.error(`Server logs are in ${workDir}.`);
  process.exitCode = 2;
});
