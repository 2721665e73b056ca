// Abuse benchmark: the pathological inputs an unauthenticated client can send (long emails, many form fields,
// deep JSON, slow bodies, big bodies and pictures), each to every public call that takes a body, while a
// separate thread asks GET /healthz every 10 ms. It prints, per input, the answers and the worst /healthz
// latency seen while that input was being sent: a stalled event loop shows as a latency of seconds.
// Target: under 100 ms on a quiet machine.
//
//   node scripts/bench/abuse.mjs [--root DIR] [--dots 60000] [--slow-seconds 45]
//   (--root measures the server of another checkout, e.g. the parent commit in a temporary worktree)
//
// The server runs compiled, as in production, on embedded PGlite (no input here reaches the database).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { freePort, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: fileURLToPath(new URL('../../', import.meta.url)) },
    dots: { type: 'string', default: '60000' },
    'slow-seconds': { type: 'string', default: '45' },
  },
});
const repoRoot = resolve(values.root);
const dots = Number(values.dots);
const slowSeconds = Number(values['slow-seconds']);
/** A request still unanswered after this long is counted as "no answer" (and its socket destroyed). */
const requestTimeoutMs = 120_000;
const targetMs = 100;

/** Every public call that takes a body; all of them read an email or a code. */
const publicCalls = [
  ...['', '/provider'].flatMap((prefix) =>
    ['login', 'register', 'otp', 'verifyemail', 'recover'].map((call) => `/api${prefix}/${call}`),
  ),
  '/api/operator/login',
];

const form = (fields) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields) });
const json = (value) => ({ type: 'application/json', body: JSON.stringify(value) });
const longEmail = `a@${'.'.repeat(dots)}@`;
const fields = {
  email: longEmail,
  value: longEmail,
  password: 'Secret1!',
  phone: '07700900123',
  otp: '1234',
};

function manyFields(count) {
  return { type: 'application/x-www-form-urlencoded', body: 'a=1&'.repeat(count) };
}
function deepJson(depth) {
  return { type: 'application/json', body: `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}` };
}
/** A base64 body as big as the old global limit allowed (12 MB), in the field pictures travel in. */
function bigBody() {
  return json({ email: 'a@example.com', image: 'A'.repeat(12 * 1024 * 1024 - 100) });
}

/** Sends one request; resolves with its status, or a word for what happened instead. */
function send(base, path, { type, body, method = 'POST', headers = {} }) {
  return new Promise((done) => {
    const payload = typeof body === 'string' ? body : body.toString();
    const started = performance.now();
    const req = request(`${base}${path}`, {
      method,
      headers: { 'content-type': type, 'content-length': Buffer.byteLength(payload), ...headers },
      timeout: requestTimeoutMs,
    });
    const finish = (status) => done({ status, ms: performance.now() - started });
    req.once('response', (response) => {
      response.resume();
      response.once('end', () => finish(response.statusCode));
    });
    req.once('timeout', () => {
      req.destroy();
      finish('no answer');
    });
    req.once('error', (error) =>
      finish(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'error'),
    );
    req.end(payload);
  });
}

/**
 * A body that trickles in: the headers promise 1000 bytes, then one byte comes every 5 s. Resolves with how
 * the server ended it (its answer's status line, or a close) and after how many seconds, or "still open"
 * after `slowSeconds`.
 */
function trickle(port, path) {
  return new Promise((done) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer;
    const finish = (outcome) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      done({ outcome, seconds: (performance.now() - started) / 1000 });
    };
    const giveUp = setTimeout(() => finish('still open'), slowSeconds * 1000);
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          'Content-Length: 1000\r\n\r\ne',
      );
      timer = setInterval(() => socket.write('m'), 5000);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.once('close', () => finish(answer ? answer.split('\r\n')[0].replace('HTTP/1.1 ', '') : 'closed'));
    socket.once('error', () => undefined);
  });
}

/** Asks /healthz every 10 ms from a worker thread (its own event loop), keeping the worst latency. */
function startProbe(base) {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let worst = 0, count = 0;
    function probe() {
      const started = performance.now();
      http.get(workerData + '/healthz', { agent }, (response) => {
        response.resume();
        response.once('end', () => {
          worst = Math.max(worst, performance.now() - started); count += 1;
          setTimeout(probe, 10);
        });
      }).once('error', () => setTimeout(probe, 10));
    }
    probe();
    parentPort.on('message', (message) => {
      if (message === 'read') parentPort.postMessage({ worst, count });
      worst = 0; count = 0;
    });
  `;
  const worker = new Worker(source, { eval: true, workerData: base });
  const read = () =>
    new Promise((done) => {
      worker.once('message', done);
      worker.postMessage('read');
    });
  return { reset: () => worker.postMessage('reset'), read, stop: () => worker.terminate() };
}

function tally(results) {
  const counts = new Map();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}× ${status}`).join(', ');
}

const port = await freePort(Number(process.env.BENCH_PORT) || 8700);
const workDir = mkdtempSync(join(tmpdir(), 'callout-abuse-'));
const server = await startServer({
  repoRoot,
  port,
  staticDir: mkdtempSync(join(workDir, 'static-')),
  // The per-address ceilings would answer 429 before the body is read on the later calls; raised so every
  // input reaches the parsers and validators it is aimed at.
  env: {
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_IP_MULTIPLIER: '1000',
  },
  logFile: join(workDir, 'server.log'),
});
const base = `http://127.0.0.1:${port}`;
const probe = startProbe(base);
const rows = [];

async function measure(name, size, sendAll, extra = () => '') {
  await new Promise((settle) => setTimeout(settle, 200));
  await probe.read(); // resets the worst latency
  const results = await sendAll();
  const { worst, count } = await probe.read();
  rows.push([
    name,
    size,
    tally(results),
    extra(results),
    count,
    `${worst.toFixed(0)} ms${worst < targetMs ? '' : ' ✗'}`,
  ]);
  console.log(`  ${name}: worst /healthz ${worst.toFixed(0)} ms`);
}
const toEvery = (input) => () => Promise.all(publicCalls.map((path) => send(base, path, input)));
const slowest = (results) => `slowest answer ${(Math.max(...results.map((r) => r.ms)) / 1000).toFixed(1)} s`;
const kB = (input) => `${(Buffer.byteLength(input.body.toString()) / 1000).toFixed(0)} kB`;

try {
  const baseline = form({ email: 'nobody@example.com', password: 'Secret1!' });
  await measure(
    'ordinary login (baseline)',
    kB(baseline),
    () => send(base, '/api/login', baseline).then((r) => [r]),
    slowest,
  );
  const longForm = form(fields);
  await measure(`email a@ + ${dots} dots + @, form`, kB(longForm), toEvery(longForm), slowest);
  const longJson = json(fields);
  await measure(`email a@ + ${dots} dots + @, JSON`, kB(longJson), toEvery(longJson), slowest);
  const fieldsForm = manyFields(1_000_000);
  await measure('1,000,000 form fields', kB(fieldsForm), toEvery(fieldsForm), slowest);
  const fieldsSmall = manyFields(10_000);
  await measure('10,000 form fields', kB(fieldsSmall), toEvery(fieldsSmall), slowest);
  const deep = deepJson(1_000_000);
  await measure('JSON nested 1,000,000 deep', kB(deep), toEvery(deep), slowest);
  const deepSmall = deepJson(10_000);
  await measure('JSON nested 10,000 deep', kB(deepSmall), toEvery(deepSmall), slowest);
  const big = bigBody();
  await measure('12 MB body', kB(big), toEvery(big), slowest);
  // A picture as big as an upload may be (2 MB decoded), to a call that takes one, signed in.
  const email = `abuse-${randomUUID().slice(0, 8)}@example.com`;
  await send(base, '/api/register', form({ email, phone: '07700900123', password: 'Secret1!' }));
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: 'Secret1!' }),
  });
  const token = (await login.json())?.data?.Token;
  const picture = form({
    firstname: 'Ada',
    lastname: 'Lovelace',
    phone: '07700900123',
    image: 'A'.repeat(2_796_000),
  });
  await measure(
    '2 MB picture to /api/updatebio',
    kB(picture),
    () =>
      send(base, '/api/updatebio', { ...picture, headers: { authorization: `Bearer ${token}` } }).then(
        (r) => [r],
      ),
    slowest,
  );
  await measure(
    'body trickling 1 byte / 5 s',
    '1 kB',
    () =>
      Promise.all(publicCalls.map((path) => trickle(port, path))).then((ends) =>
        ends.map(({ outcome, seconds }) => ({ status: outcome, seconds })),
      ),
    (ends) => `ended after ${Math.max(...ends.map((end) => end.seconds)).toFixed(1)} s at most`,
  );
} finally {
  await probe.stop();
  await server.stop();
}

console.log(`\nServer: ${repoRoot}; ${publicCalls.length} public calls: ${publicCalls.join(', ')}\n`);
printTable(['input', 'size', 'answers', 'time', '/healthz probes', 'worst /healthz'], rows);
