// Crash safety: writes (chat posts, bookings, sandbox card payments, cancellations) sent
// to the real server while it is killed with SIGKILL at random moments and started again, on PGlite and on
// PostgreSQL. Then it checks that every write answered 2xx is stored, that no half-written row is visible
// (support/crash-checks.mjs) and that the payment sweeper finishes the settlements a kill cut short.
//
//   node scripts/bench/crash.mjs [--backends pglite,postgres] [--kills 10] [--workers 6]
//
// Exits 1 when anything acknowledged was lost or anything is half-written.
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from '../postgres.mjs';
import { ageOrders, checkLedger, countUnsettled, openDatabase } from './support/crash-checks.mjs';
import { crashCustomer, newLedger, writeUntilStopped } from './support/crash-writers.mjs';
import { freePort, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';

const databaseNames = { pglite: 'PGlite', postgres: 'PostgreSQL' };
/** A kill comes this long after the server answers, at random: early writes, mid-payment, anywhere. */
const killAfterMs = [300, 2500];
/** How long the last start may take to run its start-up sweep. */
const sweepWaitMs = 15_000;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const backends = option('--backends', 'pglite,postgres').split(',');
const kills = Number(option('--kills', '10'));
const workers = Number(option('--workers', '6'));
if (!backends.every((backend) => backend in databaseNames))
  throw new Error('--backends takes pglite, postgres or both, separated by a comma');
if (!(Number.isInteger(kills) && kills >= 1)) throw new Error('--kills takes a whole number, at least 1');
if (!(Number.isInteger(workers) && workers >= 1))
  throw new Error('--workers takes a whole number, at least 1');

const workDir = mkdtempSync(join(tmpdir(), 'callout-crash-'));
const staticDir = mkdtempSync(join(workDir, 'static-')); // empty: only the API is exercised
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(databaseEnv, backend, extra = {}) {
  const logFile = join(workDir, `${backend}.log`);
  const port = await freePort(8400);
  const server = await startServer({
    repoRoot,
    port,
    staticDir,
    env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...databaseEnv, ...extra },
    logFile,
  });
  return { ...server, url: `http://127.0.0.1:${port}`, logFile };
}

async function runBackend(backend, postgresUrl) {
  // One database for every start: PGlite in a DATA_DIR of its own, or the throwaway PostgreSQL.
  const databaseEnv =
    backend === 'postgres'
      ? { DATABASE_URL: postgresUrl }
      : { DATA_DIR: mkdtempSync(join(workDir, 'data-')) };
  const ledger = newLedger();
  let customers = [];
  for (let kill = 0; kill < kills; kill += 1) {
    const server = await start(databaseEnv, backend);
    if (kill === 0) {
      for (let i = 0; i < workers; i += 1) customers.push(await crashCustomer(server.url));
    }
    let running = true;
    const load = Promise.all(customers.map((c) => writeUntilStopped(c, server.url, ledger, () => running)));
    await sleep(killAfterMs[0] + Math.random() * (killAfterMs[1] - killAfterMs[0]));
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    running = false;
    await load;
    await server.stop(); // removes the temporary directory startServer made, not the database
  }
  customers = [];

  // Down: what the kills left unsettled; then time moves past the sweeper's grace and a start sweeps.
  const db = await openDatabase(repoRoot, databaseEnv);
  const unsettledBefore = await countUnsettled(db);
  await ageOrders(db, 10);
  await db.close();
  const last = await start(databaseEnv, backend, { LOG_LEVEL: 'info' });
  const deadline = Date.now() + sweepWaitMs;
  while (Date.now() < deadline && unsettledBefore > 0) {
    if (readFileSync(last.logFile, 'utf8').includes('payment sweep settled orders')) break;
    await sleep(250);
  }
  last.child.kill('SIGTERM');
  const [exitCode] = await once(last.child, 'exit');
  await last.stop();

  const check = await openDatabase(repoRoot, databaseEnv);
  const result = await checkLedger(check, ledger);
  await check.close();
  return { backend, ledger, unsettledBefore, exitCode, ...result };
}

function report(results) {
  console.log(
    `\nkill -9 at random moments (${killAfterMs[0]}–${killAfterMs[1]} ms after the server answers), ` +
      `${kills} kills per database, ${workers} customers writing at once.\n`,
  );
  printTable(
    [
      'Database',
      'Kills',
      'Writes sent',
      'Writes acknowledged',
      'Acknowledged writes checked',
      'Lost',
      'Half-written',
      'Unsettled after kills',
      'After the sweep',
    ],
    results.map((r) => [
      databaseNames[r.backend],
      kills,
      r.ledger.sent,
      r.ledger.acknowledged,
      r.checked,
      r.lost.length,
      r.broken.length,
      r.unsettledBefore,
      r.unsettled,
    ]),
  );
  let ok = true;
  for (const r of results) {
    for (const line of [...r.lost.map((l) => `lost: ${l}`), ...r.broken.map((b) => `half-written: ${b}`)])
      console.log(`${databaseNames[r.backend]}: ${line}`);
    const refusals = Object.entries(r.ledger.refusals).map(([why, n]) => `${n} × ${why}`);
    if (refusals.length > 0)
      console.log(`${databaseNames[r.backend]}: answered but refused: ${refusals.join(', ')}`);
    if (r.exitCode !== 0)
      console.log(`${databaseNames[r.backend]}: the last start exited ${r.exitCode} on SIGTERM`);
    if (r.awaitingConfirmation > 0)
      console.log(
        `${databaseNames[r.backend]}: ${r.awaitingConfirmation} card payment${r.awaitingConfirmation === 1 ? '' : 's'} confirmed at the gateway ` +
          'but not yet to the server (the kill came before /confirmpayment): the order is not marked paid.',
      );
    ok &&= r.lost.length === 0 && r.broken.length === 0 && r.unsettled === 0 && r.exitCode === 0;
  }
  return ok;
}

async function main() {
  const postgres = backends.includes('postgres') ? await startTestPostgres() : null;
  const results = [];
  try {
    for (const backend of backends) results.push(await runBackend(backend, postgres?.url));
  } finally {
    await postgres?.stop();
  }
  if (report(results)) rmSync(workDir, { recursive: true, force: true });
  else {
    console.log(`Server logs: ${workDir}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  console.error(`Server logs: ${workDir}`);
  process.exitCode = 2;
});
