// Failover: the real server on PostgreSQL with a primary and a hot standby with synchronous commit
// (scripts/postgres.mjs), customers posting support chat messages and reading their orders, the primary's
// postmaster killed with SIGKILL, then the standby promoted (`pg_ctl promote`) a few seconds later. It
// prints the requests sent, the failed ones by status, the acknowledged posts checked on the promoted host
// and how many of them are lost (target 0), and the seconds from the kill to the first good answer to a
// request sent after it, with no restart of the server. The server keeps its default database timeouts.
//
//   node scripts/bench/failover.mjs [--hosts both|first] [--down 3] [--customers 8] [--give-up 60]
//                                   [--server-root DIR]
//
// `--hosts first` gives the server the primary's address alone, as before it read several hosts;
// `--server-root` runs the server of another checkout (e.g. the parent commit's). Every request has a
// 10 s timeout (a hang counts as failed, "no answer in 10 s"). Exits 1 when an acknowledged post is lost or
// the API did not answer well again within --give-up seconds of the promotion.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPrimaryAndStandby } from '../postgres.mjs';
import { openDatabase } from './support/crash-checks.mjs';
import { crashCustomer } from './support/crash-writers.mjs';
import { freePort, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';

const requestTimeoutMs = 10_000;
/** Between one customer's posts: under the chat's limit of 120 a minute. */
const postSpacingMs = 550;
const readSpacingMs = 100;

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const hosts = option('--hosts', 'both');
const downSeconds = Number(option('--down', '3'));
const customerCount = Number(option('--customers', '8'));
const giveUpSeconds = Number(option('--give-up', '60'));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverRoot = option('--server-root', repoRoot);
if (!['both', 'first'].includes(hosts)) throw new Error('--hosts takes both or first');
if (!(downSeconds >= 0 && customerCount >= 1 && giveUpSeconds > 0))
  throw new Error('--down takes seconds, --customers a whole number, --give-up seconds');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const workDir = mkdtempSync(join(tmpdir(), 'callout-failover-'));
const logFile = join(workDir, 'server.log');

/** Every request: when it was sent, how it ended (a status, or why there was none), how long it took. */
const requests = [];
const acknowledged = [];

async function send(url, method, path, { token, address, key, form }) {
  const sentAt = Date.now();
  const record = { sentAt, outcome: 'no answer', ms: 0 };
  requests.push(record);
  try {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': address,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(form ? { body: new URLSearchParams(form) } : {}),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await response.arrayBuffer();
    record.outcome = response.status;
    record.retryAfter = response.headers.get('retry-after');
  } catch (error) {
    record.outcome = error.name === 'TimeoutError' ? 'no answer in 10 s' : 'connection error';
  }
  record.ms = Date.now() - sentAt;
  return record.outcome;
}

async function postUntilStopped(url, customer, running) {
  while (running()) {
    const key = randomUUID();
    const form = { ChatId: customer.chatId, Message: `Failover ${key}`, Category: 'SUPPORT' };
    const outcome = await send(url, 'POST', '/newchat', { ...customer, key, form });
    if (outcome === 201) acknowledged.push(key);
    await sleep(postSpacingMs);
  }
}

async function readUntilStopped(url, customer, running) {
  while (running()) {
    await send(url, 'GET', '/orders', customer);
    await sleep(readSpacingMs);
  }
}

const pair = await startPrimaryAndStandby();
const databaseUrl = hosts === 'both' ? pair.bothUrl : pair.primaryUrl;
let server;
try {
  server = await startServer({
    repoRoot: serverRoot,
    port: await freePort(8505),
    staticDir: mkdtempSync(join(workDir, 'static-')),
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
    },
    logFile,
  });
} catch (error) {
  console.log(`The server did not start with DATABASE_URL=${databaseUrl}: ${error.message}`);
  console.log(readFileSync(logFile, 'utf8').trim().split('\n').slice(-30).join('\n'));
  pair.stop();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(1);
}
const pid = server.child.pid;
const customers = [];
for (let n = 0; n < customerCount; n += 1) customers.push(await crashCustomer(server.url));

let running = true;
const load = customers.flatMap((customer, n) => [
  postUntilStopped(server.url, customer, () => running),
  ...(n % 2 === 0 ? [readUntilStopped(server.url, customer, () => running)] : []),
]);
await sleep(2000);
const killedAt = Date.now();
pair.killPrimary();
await sleep(downSeconds * 1000);
const promotedAt = Date.now();
pair.promote();
const firstGood = () =>
  requests.find((r) => r.sentAt > killedAt && typeof r.outcome === 'number' && r.outcome < 300);
while (!firstGood() && Date.now() - promotedAt < giveUpSeconds * 1000) await sleep(100);
const good = firstGood();
if (good) await sleep(2000);
running = false;
await Promise.all(load);
const restarted = server.child.exitCode !== null || server.child.pid !== pid;
await server.stop();

// Every post the server acknowledged, looked for on the promoted host itself (the API may never be back).
const db = await openDatabase(serverRoot, { DATABASE_URL: pair.standbyUrl });
const lost = (
  await db.query(
    'SELECT k FROM unnest($1::text[]) k WHERE NOT EXISTS (SELECT 1 FROM chat_messages WHERE idempotency_key = k)',
    [acknowledged],
  )
).length;
await db.close();
pair.stop();
rmSync(workDir, { recursive: true, force: true });

const failed = new Map();
for (const { outcome, retryAfter } of requests) {
  if (typeof outcome === 'number' && outcome < 300) continue;
  const label = outcome === 503 && retryAfter ? '503 with Retry-After' : String(outcome);
  failed.set(label, (failed.get(label) ?? 0) + 1);
}
const slowest = Math.max(...requests.map((r) => r.ms));
console.log(
  `\nFailover with ${hosts === 'both' ? 'both hosts' : 'the primary alone'} in DATABASE_URL, ${downSeconds} s ` +
    `without a primary, ${customerCount} customers (${serverRoot === repoRoot ? 'this checkout' : serverRoot})\n`,
);
printTable(
  [
    'Requests sent',
    'Failed',
    'Acknowledged writes checked',
    'Lost',
    'Kill to first good answer',
    'Slowest answer',
  ],
  [
    [
      requests.length,
      [...failed.values()].reduce((sum, n) => sum + n, 0),
      acknowledged.length,
      lost,
      good
        ? `${((good.sentAt + good.ms - killedAt) / 1000).toFixed(1)} s`
        : `never (${giveUpSeconds} s after the promotion)`,
      `${(slowest / 1000).toFixed(1)} s`,
    ],
  ],
);
printTable(
  ['Failed by status', 'Requests'],
  [...failed.entries()].map(([label, count]) => [label, count]),
);
if (restarted) console.log('The server process exited during the run.');
process.exit(lost > 0 || !good ? 1 : 0);
