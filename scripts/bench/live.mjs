// Live updates benchmark: N open Server-Sent Events streams on one instance (PGlite) and
// on two instances sharing one PostgreSQL (LISTEN/NOTIFY), one chat message fanned out to all of them:
// delivery p50/p99, server memory per stream, and the database queries a minute with every stream idle next
// to the same number of clients polling the chat at the app's interval (pollIntervalsMs.chat).
//
//   node scripts/bench/live.mjs [--streams 2000] [--backends pglite,postgres] [--idle 30] [--pollers 200]
//
// The streams all belong to the customer of one published job (LIVE_STREAMS_PER_ACCOUNT is raised for the
// run), so one message in its order chat reaches all N. Queries are the servers' own count (db_query_duration_seconds on
// /metrics). Polling at N clients would itself swamp a small machine, so `--pollers` clients poll for real and
// the figure is scaled to N (the table says so); idle streams are measured at full N.
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from '../postgres.mjs';
import { freePort, signUp, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';

const chatPollMs = 3_000; // packages/contracts/src/constants.ts pollIntervalsMs.chat
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const streams = Number(option('--streams', '2000'));
const backends = option('--backends', 'pglite,postgres').split(',');
const idleSeconds = Number(option('--idle', '30'));
const pollers = Math.min(streams, Number(option('--pollers', '200')));
if (!(streams >= 2)) throw new Error('--streams takes a number of at least 2');

const workDir = mkdtempSync(join(tmpdir(), 'callout-live-bench-'));
const staticDir = mkdtempSync(join(workDir, 'static-'));

async function call(baseUrl, method, path, { form, token } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || body.success === false) {
    throw new Error(`${method} /api${path}: ${response.status} ${body.message ?? ''}`);
  }
  return body;
}

async function startApi(databaseEnv, name) {
  const port = await freePort(8400);
  return startServer({
    repoRoot,
    port,
    staticDir,
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      LIVE_STREAMS_PER_ACCOUNT: String(streams),
      RATE_LIMIT_PER_IP_MULTIPLIER: '1000',
      ...databaseEnv,
    },
    logFile: join(workDir, `${name}.log`),
    // A busy machine takes its time to migrate and seed a fresh database.
    startTimeoutMs: 180_000,
  });
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** Database statements the server has made so far (its own metric). */
async function queriesSoFar(api) {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('db_query_duration_seconds_count{operation="query"}'))
      total += Number(line.split(' ')[1]);
    if (line.startsWith('db_query_duration_seconds_count{operation="exec"}'))
      total += Number(line.split(' ')[1]);
  }
  return total;
}

/** A new customer and a job they published: its order chat is theirs to write in. */
async function orderOf(baseUrl) {
  const customer = await signUp(baseUrl, 'user');
  const products = await call(baseUrl, 'POST', '/products', {
    form: { category: 'Plumbing', specifics: 'Repairs', search: '' },
  });
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const booked = await call(baseUrl, 'POST', '/requestservice', {
    token: customer,
    form: {
      prodid: products.data[0].Id,
      zipcode: 'SW1A 2AA',
      address: '1 Whitehall, London',
      scheduled: inThreeDays,
      provider: '',
    },
  });
  return { customer, orderId: booked.message };
}

/** Opens one stream; resolves once it is ready, with a list its chat events' arrival times go to. */
function openStream(baseUrl, ticket) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events?ticket=${ticket}`, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      const stream = { arrivals: [], close: () => request.destroy() };
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (frame.includes('event: ready')) resolve(stream);
          if (frame.includes('event: chat')) stream.arrivals.push(performance.now());
          cut = buffer.indexOf('\n\n');
        }
      });
    });
    request.on('error', reject);
  });
}

async function openStreams(apis, order) {
  const opened = [];
  for (let i = 0; i < streams; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(streams, i + 50); j += 1) {
      const api = apis[j % apis.length];
      batch.push(
        call(api.url, 'POST', '/events/ticket', { token: order.customer }).then((body) =>
          openStream(api.url, body.data.ticket),
        ),
      );
    }
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queries a minute on these instances over `seconds` while `during` runs. */
async function queriesPerMinute(apis, seconds) {
  const before = await Promise.all(apis.map(queriesSoFar));
  await sleep(seconds * 1000);
  const after = await Promise.all(apis.map(queriesSoFar));
  const made = after.reduce((sum, n, i) => sum + n - before[i], 0) - apis.length; // less the /metrics reads
  return (made * 60) / seconds;
}

async function measure(label, apis) {
  const order = await orderOf(apis[0].url);
  // What the servers do on their own (background jobs, the demo provider's moves), with no client at all.
  const baseline = await queriesPerMinute(apis, idleSeconds);
  const rssBefore = apis.map((api) => rssOf(api.child.pid));
  const opened = await openStreams(apis, order);
  await sleep(2000);
  const rssAfter = apis.map((api) => rssOf(api.child.pid));
  const perStream = rssAfter.reduce((sum, n, i) => sum + n - rssBefore[i], 0) / streams;

  // Idle: every stream open, nothing happening.
  const idle = await queriesPerMinute(apis, idleSeconds);

  // One message, fanned out to every stream.
  const sentAt = performance.now();
  await call(apis[0].url, 'POST', '/newchat', {
    token: order.customer,
    form: { ChatId: order.orderId, Category: 'ORDER', Message: 'Fan-out' },
  });
  const deadline = Date.now() + 30_000;
  while (opened.some((s) => s.arrivals.length === 0) && Date.now() < deadline) await sleep(20);
  const delays = opened
    .filter((s) => s.arrivals.length > 0)
    .map((s) => s.arrivals[0] - sentAt)
    .sort((a, b) => a - b);
  for (const stream of opened) stream.close();
  await sleep(1000);

  // The same account polling the chat instead, as the page did before live updates.
  let polling = true;
  const poll = async (i) => {
    const api = apis[i % apis.length];
    await sleep(Math.random() * chatPollMs);
    while (polling) {
      await call(api.url, 'POST', '/loadchats', {
        token: order.customer,
        form: { category: 'ORDER', chatid: order.orderId },
      }).catch(() => undefined);
      await sleep(chatPollMs);
    }
  };
  const clients = Array.from({ length: pollers }, (_, i) => poll(i));
  await sleep(chatPollMs);
  const polled = (await queriesPerMinute(apis, idleSeconds)) * (streams / pollers);
  polling = false;
  await Promise.all(clients);

  return {
    label,
    delivered: `${delays.length}/${streams}`,
    p50: percentile(delays, 50)?.toFixed(0) ?? '—',
    p99: percentile(delays, 99)?.toFixed(0) ?? '—',
    perStream: `${(perStream / 1024).toFixed(1)} kB`,
    baseline: Math.round(baseline).toLocaleString('en-GB'),
    idle: Math.round(idle).toLocaleString('en-GB'),
    polled: Math.round(polled).toLocaleString('en-GB'),
  };
}

const rows = [];
const loadAtStart = loadavg()[0].toFixed(1);
if (backends.includes('pglite')) {
  const api = await startApi({}, 'pglite');
  try {
    rows.push(await measure('1 instance, PGlite', [api]));
  } finally {
    await api.stop();
  }
}
if (backends.includes('postgres')) {
  const postgres = await startTestPostgres();
  const databaseEnv = { DATABASE_URL: postgres.url };
  const first = await startApi(databaseEnv, 'postgres-a');
  const second = await startApi(databaseEnv, 'postgres-b').catch(async (error) => {
    await first.stop();
    throw error;
  });
  try {
    rows.push(await measure('2 instances, PostgreSQL', [first, second]));
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await postgres.stop();
  }
}

console.log(
  `\nLive updates: ${streams} streams, one chat message fanned out to all; ${cpus().length} cores, Node ` +
    `${process.version}; load average ${loadAtStart} at start, ${loadavg()[0].toFixed(1)} at the end.`,
);
printTable(
  [
    'Setup',
    'Delivered',
    'p50 ms',
    'p99 ms',
    'RSS / stream',
    'No clients q/min',
    'Idle streams q/min',
    'Polling q/min',
  ],
  rows.map((row) => [
    row.label,
    row.delivered,
    row.p50,
    row.p99,
    row.perStream,
    row.baseline,
    row.idle,
    row.polled,
  ]),
);
console.log(
  `Queries a minute: the servers' own count over ${idleSeconds} s (no clients: background jobs and the demo ` +
    `provider's moves only). Polling: ${pollers} clients polling the chat every ${chatPollMs / 1000} s, scaled ` +
    `to ${streams} (and including the no-client queries).`,
);
process.exit(rows.every((row) => row.delivered === `${streams}/${streams}`) ? 0 : 1);
