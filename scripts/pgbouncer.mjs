// A real PgBouncer (Debian's package, /usr/sbin/pgbouncer) in front of a test PostgreSQL, in transaction
// mode by default: the pooler operators put in front of PostgreSQL at scale. Every database of the server is
// reachable through it under its own name. As root it runs as the `postgres` user (it refuses root). Used by
// the suite that runs the server behind it and by the load benchmark's PgBouncer row.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const pgbouncerBinary = '/usr/sbin/pgbouncer';

const isRoot = process.getuid?.() === 0;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts PgBouncer for the PostgreSQL server at `serverUrl`; resolves once it accepts connections.
 * `poolSize`: server connections per database and user, fewer than the app's pool so they are shared.
 */
export async function startPgBouncer(serverUrl, { poolMode = 'transaction', poolSize = 4 } = {}) {
  if (!existsSync(pgbouncerBinary)) {
    throw new Error(
      `PgBouncer is not installed (${pgbouncerBinary}): run \`apt-get install pgbouncer\` as root (npm test does).`,
    );
  }
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(join(isRoot ? '/tmp' : tmpdir(), 'callout-pgbouncer-'));
  const logFile = join(dir, 'pgbouncer.log');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `pool_mode = ${poolMode}`,
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      `logfile = ${logFile}`,
      // node-postgres sends none of these, but a client that does must not be refused.
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, file), id('-u'), id('-g'));
  }
  const [command, args] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', pgbouncerBinary, join(dir, 'pgbouncer.ini')]]
    : [pgbouncerBinary, [join(dir, 'pgbouncer.ini')]];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    try {
      return output + readFileSync(logFile, 'utf8');
    } catch {
      return output;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A crashed caller must not leave it behind.
  process.once('exit', () => child.kill('SIGTERM'));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited at start:\n${log()}`);
    if (await accepts(port)) break;
    if (Date.now() - started > 10_000) {
      await stop();
      throw new Error(`PgBouncer did not listen on ${port}:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    through(url) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(port);
      return address.toString();
    },
    log,
    stop,
  };
}
