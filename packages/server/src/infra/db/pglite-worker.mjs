// Embedded PGlite on a thread of its own. Its engine runs synchronously, so on the HTTP thread a busy
// database would hold up accepting and reading connections; here it only keeps this thread busy.
// Messages: arrays of { id, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'backup' | 'close', text,
// params, tx }, answered by arrays of { id, ok, rows | error }; once open it says { ready, loadedMs, openedMs }. workerData: { dataDir, loadDataDir? } where loadDataDir is a backup (.tar.gz) to create dataDir from.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { gzip as gzipCallback } from 'node:zlib';
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const gzip = promisify(gzipCallback);
/** Milliseconds since the thread started: the engine's code loaded, then the data directory opened. */
const loadedMs = performance.now();

const db = await PGlite.create({
  dataDir: workerData.dataDir,
  // The trigram indexes of the text searches (migrations/0410-search-trigrams.sql), and an account id beside
  // the trigrams in one (migrations/1910-order-search-text.sql).
  extensions: { btree_gin, btree_gist, cube, pg_trgm },
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

const decoder = new TextDecoder();
/** Backend messages a statement's answer may hold besides its rows, none of which changes them. */
const passing = new Set(
  // ParseComplete, BindComplete, CloseComplete, CommandComplete, NoData, PortalSuspended, EmptyQueryResponse,
  // ReadyForQuery, NoticeResponse, ParameterStatus
  ['1', '2', '3', 'C', 'n', 's', 'I', 'Z', 'N', 'S'].map((letter) => letter.charCodeAt(0)),
);
const rowDescription = 'T'.charCodeAt(0);
const dataRow = 'D'.charCodeAt(0);

/**
 * The rows of the engine's raw answer, as PGlite's parseResults makes them (each value through the parser of
 * its type), read straight from the answer's bytes; undefined when it holds anything else (an error), for
 * PGlite's own parser to read. parseResults copies every type's parser into a new object and the protocol
 * parser copies each value into a buffer of its own first: under load those were a quarter of this thread.
 */
function readRows(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows = [];
  let columns = [];
  for (let at = 0; at < bytes.length; at += 1 + view.getInt32(at + 1)) {
    const kind = bytes[at];
    // Both kinds of message read start with a count (of columns), after the kind and the length.
    const count = kind === rowDescription || kind === dataRow ? view.getInt16(at + 5) : 0;
    let field = at + 7;
    if (kind === rowDescription) {
      columns = [];
      for (let i = 0; i < count; i += 1) {
        const end = bytes.indexOf(0, field);
        const name = decoder.decode(bytes.subarray(field, end));
        if (name === '__proto__') return undefined;
        // After the name: table oid (4 bytes), column number (2), type oid (4), size (2), modifier (4), format (2).
        const type = view.getInt32(end + 7);
        columns.push({ name, type, parser: db.parsers[type] ?? types.parsers[type] });
        field = end + 19;
      }
    } else if (kind === dataRow) {
      const row = {};
      for (let i = 0; i < count; i += 1) {
        const length = view.getInt32(field);
        field += 4;
        const column = columns[i];
        if (length < 0) {
          row[column.name] = null;
        } else {
          const text = decoder.decode(bytes.subarray(field, field + length));
          row[column.name] = column.parser ? column.parser(text, column.type) : text;
          field += length;
        }
      }
      rows.push(row);
    } else if (!passing.has(kind)) {
      return undefined;
    }
  }
  return rows;
}

/** The rows of an answer readRows left: PGlite's parser reads it, and its first error is thrown. */
function parseAnswer(bytes) {
  const messages = [];
  new protocol.Parser().parse(bytes, (message) => messages.push(message));
  const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  return parse.parseResults(messages, db.parsers)[0]?.rows ?? [];
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
    // The raw answer lies in the engine's memory until its next call: read at once.
    const answer = db.execProtocolRawSync(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return readRows(answer) ?? parseAnswer(answer);
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
  // Past the first `maxPrepared` texts, and the statements database.ts's plannedPerCall marks (planned for
  // each call's own values): PGlite's own unnamed statement.
  if ((!prepared.has(text) && prepared.size >= maxPrepared) || text.startsWith('/* planned per call */'))
    return (await target(txId).query(text, params)).rows;
  if (txId !== undefined) {
    target(txId);
    return db.runExclusive(() => runPrepared(text, params, true));
  }
  // PGlite's own lock order for a statement outside a transaction (its query() does the same); an internal
  // method of the pinned PGlite version (packages/server/package.json): check it when upgrading.
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

/** Answers not yet sent, and what they move rather than copy; all sent together once this turn's work is done. */
let answers = [];
let moved = [];
function answer(reply, transfer) {
  if (answers.length === 0) setImmediate(sendAnswers);
  answers.push(reply);
  if (transfer) moved.push(transfer);
}
function sendAnswers() {
  const batch = answers;
  const transfer = moved;
  answers = [];
  moved = [];
  try {
    parentPort.postMessage(batch, transfer);
  } catch {
    // A value that cannot be copied fails its own call only.
    for (const reply of batch) {
      try {
        parentPort.postMessage([reply], reply.rows instanceof Uint8Array ? [reply.rows.buffer] : []);
      } catch (error) {
        parentPort.postMessage([{ id: reply.id, ok: false, error: describe(error) }]);
      }
    }
  }
}

// The HTTP thread sends its calls in batches, and gets the answers so: one message each way for every call
// made in one turn of its event loop, rather than one for every call (posting them was a quarter of this
// thread's time).
parentPort.on('message', (batch) => {
  for (const message of batch) {
    run(message).then(
      // A backup's bytes are moved to the HTTP thread, not copied.
      (rows) =>
        answer({ id: message.id, ok: true, rows }, rows instanceof Uint8Array ? rows.buffer : undefined),
      (error) => answer({ id: message.id, ok: false, error: describe(error) }),
    );
  }
});
parentPort.postMessage({ ready: true, loadedMs, openedMs: performance.now() });
