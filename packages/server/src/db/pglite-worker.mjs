// Embedded PGlite on a thread of its own. Its engine runs synchronously, so on the HTTP thread a busy
// database would hold up accepting and reading connections; here it only keeps this thread busy.
// Messages: { id, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'backup' | 'close', text, params,
// tx }; once open it says { ready, loadedMs, openedMs }. workerData: { dataDir, loadDataDir? } where loadDataDir is a backup (.tar.gz) to create dataDir from.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { gzip as gzipCallback } from 'node:zlib';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

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

/**
 * Statements the engine keeps prepared, by text: each is parsed and planned once (PGlite's own `query()` sends
 * an unnamed statement, parsed and planned on every call, in six round trips to the engine). Only the first
 * `maxPrepared` texts get one, as on PostgreSQL (database.ts); later texts go through `query()`.
 */
const prepared = new Map();
const maxPrepared = 1000;
let lastStatement = 0;
const { serialize } = protocol;

/** Protocol messages as one buffer: the engine answers them all in one call. */
function joined(messages) {
  const buffer = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let at = 0;
  for (const message of messages) {
    buffer.set(message, at);
    at += message.length;
  }
  return buffer;
}

/** The engine's answer to some messages; a database error is thrown (and the Sync at the end still ran). */
const send = async (...messages) => (await db.execProtocol(joined(messages), { syncToFs: false })).messages;

/** The text's prepared statement: its name and the types of its parameters (to serialise them as query() does). */
async function statementFor(text) {
  let statement = prepared.get(text);
  if (!statement) {
    lastStatement += 1;
    const name = `s${lastStatement}`;
    const answer = await send(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    statement = { name, types: parse.parseDescribeStatementResults(answer) };
    prepared.set(text, statement);
  }
  return statement;
}

/** A statement that PostgreSQL would not run again because the columns it reads changed under it. */
const isStale = (error) => error?.code === '0A000' && String(error.message).includes('cached plan');

/** Runs `text` as a prepared statement: Bind, Describe, Execute and Sync in one call to the engine. */
async function runPrepared(text, params, inTransaction) {
  let statement;
  try {
    statement = await statementFor(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.types[index]];
      return serializer ? serializer(value) : value.toString();
    });
    const answer = await send(
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    return parse.parseResults(answer, db.parsers)[0]?.rows ?? [];
  } catch (error) {
    if (statement && isStale(error)) {
      // Prepared afresh next time; outside a transaction this call is made again at once.
      prepared.delete(text);
      await send(serialize.close({ type: 'S', name: statement.name }), serialize.sync()).catch(
        () => undefined,
      );
      if (!inTransaction) return runPrepared(text, params, inTransaction);
    }
    // As PGlite's query() reports a failed statement.
    if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: undefined });
    throw error;
  }
}

/**
 * One statement, holding the locks PGlite's own `query()` takes: outside a transaction it waits for an open
 * one to finish; in one, it is that transaction's (its statements run one after another).
 */
async function query(text, params, txId) {
  if (!prepared.has(text) && prepared.size >= maxPrepared)
    return (await target(txId).query(text, params)).rows;
  if (txId !== undefined) {
    target(txId);
    return db.runExclusive(() => runPrepared(text, params, true));
  }
  return db._runExclusiveTransaction(() => db.runExclusive(() => runPrepared(text, params, false)));
}

async function run({ op, text, params, tx }) {
  switch (op) {
    case 'query':
      return query(text, params, tx);
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
