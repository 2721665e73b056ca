// A throwaway PostgreSQL server for the integration tests, on a Debian machine.
//
//   node scripts/postgres.mjs                    start one, print TEST_DATABASE_URL, stop on Ctrl-C
//   node scripts/postgres.mjs <command> [args]   run the command with TEST_DATABASE_URL set, then stop
//
// `startTestPostgres()` does the same for scripts/test.mjs. As root it installs Debian's `postgresql`
// when missing and runs the server as the `postgres` user (initdb refuses root); otherwise it needs
// PostgreSQL installed already. A TEST_DATABASE_URL already in the environment is used as it is.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;
const firstPort = 54329;
const database = 'callout_test';

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

function installPostgres() {
  if (!isRoot) {
    throw new Error('PostgreSQL is not installed: run `apt-get install postgresql` as root, then try again.');
  }
  console.log('Installing PostgreSQL with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function run(bin, program, args) {
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(from = firstPort) {
  for (let port = from; port < from + 50; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${from + 49}.`);
}

/**
 * Starts a fresh server with one empty database; resolves to its URL and a `stop()` that removes it. Tests
 * run it without durability; `durable: true` keeps PostgreSQL's defaults (fsync and synchronous commit on), as
 * a production server runs, for benchmarks. `own: true` starts one even when TEST_DATABASE_URL is set, for
 * a test that shuts it down and starts it again (`shutDown()`, `startUp()`), which a shared server must not.
 * `settings` are more `name=value` settings for its command line (they win over the defaults here).
 */
export async function startTestPostgres({ durable = false, own = false, settings = [] } = {}) {
  if (process.env.TEST_DATABASE_URL && !own) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  let bin = binDir();
  if (!bin) {
    installPostgres();
    bin = binDir();
    if (!bin) throw new Error('PostgreSQL was installed but no initdb was found under /usr/lib/postgresql.');
  }

  // The postgres user must reach the directory, so as root it lives in /tmp whatever TMPDIR says.
  const dir = mkdtempSync(join(isRoot ? '/tmp' : tmpdir(), 'callout-pg-'));
  if (isRoot) {
    chownSync(dir, postgresId('-u'), postgresId('-g'));
  }
  const data = join(dir, 'data');
  // A server of a test's own starts elsewhere, so suites starting theirs at once do not pick the same port.
  const port = await freePort(own ? 55000 + Math.floor(Math.random() * 4000) : firstPort);
  let options = '';
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running (it failed to start or was stopped by hand): only the files are left to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    run(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    // Durability is pointless for a server that lives as long as one test run.
    options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    run(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
    run(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    stop();
    throw error;
  }
  // A crashed caller must not leave a server behind.
  process.once('exit', stop);
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Its data directory. */
    data,
    stop,
    /** A plain shutdown, as `pg_ctl stop` does it: sessions are ended, the data stays. */
    shutDown: () => run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    /** Starts the shut-down server again on the same port and data. */
    startUp: () =>
      run(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']),
  };
  return server;
}

/**
 * A primary and a hot standby streaming from it through a replication slot, with synchronous commit to the
 * standby (a commit is acknowledged once the standby has it), each with fsync on, as production runs: for
 * the failover test and benchmark. `killPrimary()` kills the primary's postmaster with SIGKILL, as a crash
 * does; `promote()` makes the standby the primary (`pg_ctl promote`). `stop()` stops both and removes them.
 */
export async function startPrimaryAndStandby() {
  // Without fsync (a postmaster killed leaves the files in the operating system's cache, and the machine
  // stays up) but with synchronous commit: a commit is acknowledged once the standby has written it.
  const primary = await startTestPostgres({ own: true, settings: ['synchronous_commit=on'] });
  const bin = binDir();
  const primaryPort = new URL(primary.url).port;
  const dir = mkdtempSync(join(isRoot ? '/tmp' : tmpdir(), 'callout-pg-standby-'));
  if (isRoot) chownSync(dir, postgresId('-u'), postgresId('-g'));
  const data = join(dir, 'data');
  const port = await freePort(55000 + Math.floor(Math.random() * 4000));
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off'].join(' ');
  let stopped = false;
  const stopStandby = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running: only the files are left to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(bin, 'pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', primaryPort, '-U', 'postgres', '-D', data],
      ...['-R', '-C', '-S', 'callout_standby', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    run(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
    // Set once the standby is copied and streaming: its own copy must not have it, or once promoted it
    // would wait for a standby of its own before acknowledging anything.
    run(bin, 'psql', [
      ...['-h', '127.0.0.1', '-p', primaryPort, '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1'],
      ...['-c', "ALTER SYSTEM SET synchronous_standby_names = '*'", '-c', 'SELECT pg_reload_conf()'],
    ]);
  } catch (error) {
    stopStandby();
    primary.stop();
    throw error;
  }
  process.once('exit', stopStandby);
  const standbyUrl = `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    primaryUrl: primary.url,
    standbyUrl,
    /** Both hosts in one address, libpq's way. */
    bothUrl: `postgres://postgres@127.0.0.1:${primaryPort},127.0.0.1:${port}/${database}`,
    killPrimary() {
      const pid = Number(readFileSync(join(primary.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    promote: () => run(bin, 'pg_ctl', ['-D', data, '-w', 'promote']),
    stop() {
      stopStandby();
      primary.stop();
    },
  };
}

const postgresId = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop } = await startTestPostgres();
  const [command, ...args] = process.argv.slice(2);
  if (command) {
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    stop();
    process.exit(result.status ?? 1);
  }
  console.log(`PostgreSQL is running. In another shell:\n\n  export TEST_DATABASE_URL=${url}\n`);
  console.log('Press Ctrl-C to stop it and delete its data.');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop();
      process.exit(0);
    });
  }
  setInterval(() => {}, 1 << 30);
}
