// Embedded PGlite on a thread of its own. Its engine runs synchronously, so on the HTTP thread a busy
// database would hold up accepting and reading connections; here it only keeps this thread busy.
// Messages: { id, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'backup' | 'close', text, params,
// tx }; once open it says { ready, loadedMs, openedMs }. workerData: { dataDir, loadDataDir? } where loadDataDir is a backup (.tar.gz) to create dataDir from.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { gzip as gzipCallback } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const gzip = promisify(gzipCallback);
/** Milliseconds since the thread started: the engine's code loaded, then the data directory opened. */
const loadedMs = performance.now();

const db = await PGlite.create({
  dataDir: workerData.dataDir,
  ...(workerData.loadDataDir && {
    loadDataDir: new Blob([await readFile(workerData.loadDataDir)], { type: 'application/x-gzip' }),
  }),
});
/** Open transactions by the id the HTTP thread gave them. */
const transactions = new Map();
const rollback = Symbol('rollback');

function begin(txId) {
  return new Promise((started, failed) => {
    let decide;
    const decision = new Promise((resolve) => {
      decide = resolve;
    });
    const finished = db
      .transaction(async (tx) => {
        transactions.set(txId, { tx, decide, finished });
        started();
        if ((await decision) === 'rollback') throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
    // Before it started, a failure is the begin's; after, the commit's.
    finished.catch((error) => {
      if (!transactions.has(txId)) failed(error);
    });
  });
}

async function finish(txId, outcome) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`No open transaction ${txId}`);
  open.decide(outcome);
  try {
    await open.finished;
  } finally {
    transactions.delete(txId);
  }
}

/** The whole database, or the open transaction a statement belongs to. */
function target(txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`No open transaction ${txId}`);
  return open.tx;
}

/**
 * The data directory as a gzipped tarball, in one consistent state: holding PGlite's transaction lock, no
 * statement or transaction of the server runs while the files are read. The checkpoint first writes every
 * committed change into the data files, so the copy needs no recovery to open. Gzipped after the lock is let go.
 */
async function backup() {
  const tarball = await db.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return db.dumpDataDir('none');
  });
  return new Uint8Array(await gzip(new Uint8Array(await tarball.arrayBuffer())));
}

async function run({ op, text, params, tx }) {
  switch (op) {
    case 'query':
      return (await target(tx).query(text, params)).rows;
    case 'exec':
      await target(tx).exec(text);
      return undefined;
    case 'begin':
      return begin(tx);
    case 'commit':
    case 'rollback':
      return finish(tx, op);
    case 'backup':
      return backup();
    case 'close':
      return db.close();
    default:
      throw new Error(`Unknown operation ${op}`);
  }
}

// Errors cross the thread boundary as plain objects: the message and PostgreSQL's fields (code, detail…).
const describe = (error) =>
  error instanceof Error
    ? { ...error, name: error.name, message: error.message }
    : { message: String(error) };

parentPort.on('message', (message) => {
  run(message).then(
    // A backup's bytes are moved to the HTTP thread, not copied.
    (rows) =>
      parentPort.postMessage(
        { id: message.id, ok: true, rows },
        rows instanceof Uint8Array ? [rows.buffer] : [],
      ),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: describe(error) }),
  );
});
parentPort.postMessage({ ready: true, loadedMs, openedMs: performance.now() });
