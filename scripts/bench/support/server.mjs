// The real API server on a free port with a throwaway database, as e2e/support/server.ts starts it,
// plus the accounts a signed-in page needs (registered and logged in through the public API).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '0.0.0.0');
  });
}

export async function freePort(from) {
  for (let port = from; port < from + 200; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${from}..${from + 199}`);
}

const compiledRoots = new Set();

/**
 * Node's flags in the checkout's own `npm run serve` (packages/server's start script: `node [flags]
 * dist/main.mjs`), so each checkout is measured as it ships, source maps or not.
 */
function shippedNodeFlags(serverDir) {
  const start = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts?.start ?? '';
  const words = start.split(' ').filter(Boolean);
  return words[0] === 'node' ? words.slice(1, words.indexOf('dist/main.mjs')) : [];
}

/**
 * How to run the server of the checkout at `repoRoot` as production does: compiled first (once per run, so
 * the figures are of these sources, not of an older build) and started with its start script's flags, or
 * from source where the checkout predates the compiled server.
 */
function serverCommand(repoRoot, compile) {
  const serverDir = join(repoRoot, 'packages/server');
  if (!existsSync(join(serverDir, 'build.mjs'))) return ['--import', 'tsx', 'src/main.ts'];
  if (compile && !compiledRoots.has(repoRoot)) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'ignore' });
    compiledRoots.add(repoRoot);
  }
  return [...shippedNodeFlags(serverDir), ...profileFlags(), 'dist/main.mjs'];
}

/**
 * With BENCH_CPU_PROF_DIR set, each server writes a V8 CPU profile there when it stops (open it in Chrome's
 * DevTools, Performance): where a call's time goes in Node. NODE_OPTIONS cannot carry --cpu-prof.
 */
function profileFlags() {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/**
 * Starts packages/server serving `staticDir`; resolves once /remotes.json answers, with its address, `stop()`
 * (SIGTERM) and the child process. `env` adds to or overrides its environment (DATABASE_URL, DATA_DIR,
 * LOG_LEVEL…); with `logFile` its output goes there instead of nowhere; `compile: false` runs the compiled
 * server as it is (a bench that builds nothing).
 */
export async function startServer({
  repoRoot,
  port,
  staticDir,
  env = {},
  logFile,
  startTimeoutMs = 60_000,
  compile = true,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'callout-bench-'));
  const child = spawn(process.execPath, serverCommand(repoRoot, compile), {
    cwd: join(repoRoot, 'packages/server'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      // The benchmarks sign in demo accounts and pay with sandbox cards.
      DEMO_MODE: 'true',
      ...env,
    },
    // Without a log file its banner (demo logins) is noise here. With one, its output goes through a pipe
    // into the file, as a container runtime or journald takes a server's output (a write to a pipe costs the
    // server more than one to a file).
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('close', () => log.end());
  }
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done(); // exited, or killed
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) return { url, stop, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new account of `role` ('user' or 'provider'); returns its session token. */
export async function signUp(baseUrl, role) {
  const prefix = `${baseUrl}/api${role === 'provider' ? '/provider' : ''}`;
  const email = `bench-${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Secret1!';
  const post = (endpoint, fields) =>
    fetch(`${prefix}/${endpoint}`, { method: 'POST', body: new URLSearchParams(fields) });
  const registered = await post('register', { email, phone: '07700900123', password });
  if (!registered.ok) throw new Error(`register ${role}: ${registered.status} ${await registered.text()}`);
  const body = await (await post('login', { email, password })).json();
  const token = body?.data?.Token;
  if (!token) throw new Error(`login ${role} failed: ${JSON.stringify(body)}`);
  return token;
}

/** The demo operator's token (demo mode seeds operator@example.com), for the console's pages. */
export async function demoOperatorToken(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/operator/login`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'operator@example.com', password: 'Operator#2025' }),
  });
  const token = (await answer.json())?.data?.Token;
  if (!token) throw new Error(`demo operator login failed: ${answer.status}`);
  return token;
}
