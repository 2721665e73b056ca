// `pnpm test:deploy`: runs Callout the two ways the deploy/ folder describes and books through each.
//
//   1. deploy/compose.yaml with podman-compose: PostgreSQL, the migration step, two API instances, Caddy.
//   2. deploy/kubernetes/ with `podman kube play`: the example PostgreSQL, the API Deployment (migrations in
//      its init container), its ConfigMap and Secrets.
//
// Each path: wait for /readyz through it, then a new customer signs up, books, pays in the sandbox (demo
// mode) and reads the order back (round-trip.mjs). Everything it started is stopped and removed, also when a
// step fails. The image is built first when missing (`pnpm image:build`); the base images' stand-ins are made
// where no registry answers (stand-ins.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { containerEngine, root } from './engine.mjs';
import { bookingRoundTrip } from './round-trip.mjs';
import { ensureStandIns } from './stand-ins.mjs';

const engine = containerEngine();
if (engine.name !== 'podman')
  throw new Error('test:deploy drives podman-compose and podman kube play: install podman');
const image = 'callout:latest';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitReady(baseUrl, seconds = 240) {
  const until = Date.now() + seconds * 1000;
  let last = '';
  while (Date.now() < until) {
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${baseUrl}/readyz did not answer 200 within ${seconds} s (last: ${last})`);
}

async function waitFor(check, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not ready within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function timed(label, run) {
  const started = Date.now();
  const result = await run();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function composePath() {
  console.log('\n▶ compose (deploy/compose.yaml, podman-compose)');
  const project = `callout-deploy-${process.pid}`;
  const httpPort = await freePort();
  // The compose file as shipped, beside a .env of this run's settings (as an operator's deploy/.env).
  const dir = mkdtempSync(join(tmpdir(), 'callout-compose-'));
  for (const file of ['compose.yaml', 'Caddyfile']) cpSync(join(root, 'deploy', file), join(dir, file));
  const settings = {
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    DEMO_MODE: 'true',
    CALLOUT_SITE_ADDRESS: ':80',
    PUBLIC_SITE_URL: `http://127.0.0.1:${httpPort}`,
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(await freePort()),
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
  };
  writeFileSync(
    join(dir, '.env'),
    Object.entries(settings)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
  const env = { ...engine.env, ...settings };
  const composeArgs = ['-p', project, '-f', join(dir, 'compose.yaml')];
  const compose = (args) =>
    execFileSync('podman-compose', [...composeArgs, ...args], { env, cwd: dir, stdio: 'ignore' });
  try {
    await timed('up', () => compose(['up', '-d']));
    const baseUrl = `http://127.0.0.1:${httpPort}`;
    await timed('ready through Caddy', () => waitReady(baseUrl));
    const order = await timed('booking round trip', () => bookingRoundTrip(baseUrl));
    console.log(`  order ${order.orderId}: ${order.status}, payment ${order.payment}`);
    return order;
  } catch (error) {
    spawnSync('podman-compose', [...composeArgs, 'logs'], { env, cwd: dir, stdio: 'inherit' });
    throw error;
  } finally {
    compose(['down', '-v']);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The `stringData` of a Secret in one of the example files (flat `KEY: value` lines, as they are written). */
function stringDataOf(yaml) {
  const block = yaml.slice(yaml.indexOf('stringData:\n') + 'stringData:\n'.length);
  return Object.fromEntries(
    block
      .split('\n')
      .filter((line) => /^ {2}\w+: /.test(line))
      .map((line) => [line.trim().split(':')[0], line.trim().slice(line.trim().indexOf(':') + 2)]),
  );
}

/** The manifests with what a trial on one machine needs: demo mode, one replica, a port on this host. */
function kubeFiles(dir, port, password) {
  const k8s = join(root, 'deploy/kubernetes');
  // Demo mode: the sandbox instead of Stripe, the outbox instead of SMTP.
  const secrets = Object.fromEntries(
    Object.entries(stringDataOf(readFileSync(join(k8s, 'secret.example.yaml'), 'utf8'))).filter(
      ([name]) => !/^(SMTP_URL|STRIPE_\w+)$/.test(name),
    ),
  );
  // podman has no Services: a pod is reached by its name (the Deployment's, `-pod-0`) on the network.
  secrets.DATABASE_URL = `postgres://callout:${password}@callout-postgres-pod-0:5432/callout`;
  const postgresFile = readFileSync(join(k8s, 'postgres.example.yaml'), 'utf8');
  const [postgresSecret, ...postgresRest] = postgresFile.split('\n---\n');
  const kubeSecrets = {
    'callout-secrets': secrets,
    'callout-postgres': { ...stringDataOf(postgresSecret), password },
  };
  const config = readFileSync(join(k8s, 'configmap.yaml'), 'utf8')
    .replace('DEMO_MODE: "false"', 'DEMO_MODE: "true"')
    .replace('PUBLIC_SITE_URL: https://callout.example.co.uk', `PUBLIC_SITE_URL: http://127.0.0.1:${port}`);
  const postgres = postgresRest.join('\n---\n');
  // podman 4.3's kube play does not wait for an init container to finish (it fails the pod trying to remove
  // it while it runs), so here the init container, as written, runs first as a pod of its own.
  const shipped = readFileSync(join(k8s, 'api.yaml'), 'utf8');
  const initStart = shipped.indexOf('      initContainers:\n');
  const initEnd = shipped.indexOf('      containers:\n', initStart);
  if (initStart < 0 || initEnd < 0) throw new Error('deploy/kubernetes/api.yaml has no init container');
  const init = shipped.slice(initStart + '      initContainers:\n'.length, initEnd);
  const migrate = [
    'apiVersion: v1',
    'kind: Pod',
    'metadata:',
    '  name: callout-migrate',
    'spec:',
    '  restartPolicy: Never',
    '  containers:',
    ...init
      .trimEnd()
      .split('\n')
      .map((line) => line.slice(4)),
  ].join('\n');
  const api = (shipped.slice(0, initStart) + shipped.slice(initEnd))
    .replace('replicas: 2', 'replicas: 1')
    .replace(/containerPort: 8080\n/, `containerPort: 8080\n              hostPort: ${port}\n`);
  const files = {
    'config.yaml': config,
    'postgres.yaml': postgres,
    'migrate.yaml': `${migrate}\n`,
    'api.yaml': api,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { kubeSecrets, files: Object.keys(files).map((name) => join(dir, name)) };
}

async function kubePath() {
  console.log('\n▶ Kubernetes (deploy/kubernetes, podman kube play)');
  const dir = mkdtempSync(join(tmpdir(), 'callout-kube-'));
  const port = await freePort();
  const network = `callout-kube-${process.pid}`;
  const {
    kubeSecrets,
    files: [config, postgres, migrate, api],
  } = kubeFiles(dir, port, randomBytes(12).toString('hex'));
  const played = [];
  const play = (file, ...options) => {
    engine.run(['kube', 'play', '--network', network, ...options, file]);
    played.push(file);
  };
  try {
    engine.run(['network', 'create', network], { stdio: 'ignore' });
    // The Secrets, as podman secrets of the shape its kube play reads (a JSON map of base64 values):
    // podman 4.3 stores a Secret it is given in YAML as YAML, and then cannot read it back.
    for (const [name, values] of Object.entries(kubeSecrets)) {
      const json = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, Buffer.from(value).toString('base64')]),
      );
      const file = join(dir, `${name}.json`);
      writeFileSync(file, JSON.stringify(json), { mode: 0o600 });
      engine.run(['secret', 'create', name, file], { stdio: 'ignore' });
    }
    // A ConfigMap goes with the pods that read it.
    play(postgres);
    // Kubernetes restarts an init container until the database answers; podman kube play gives up at once.
    await timed('PostgreSQL ready', () =>
      waitFor(() =>
        engine.ok([
          'exec',
          'callout-postgres-pod-0-postgres',
          'pg_isready',
          '-h',
          '127.0.0.1',
          '-U',
          'callout',
        ]),
      ),
    );
    play(migrate);
    await timed('migrations', () => {
      const code = engine.read(['wait', 'callout-migrate-migrate']);
      if (code !== '0') throw new Error(`the migration step exited with ${code}`);
    });
    play(api, '--configmap', config);
    const baseUrl = `http://127.0.0.1:${port}`;
    await timed('ready', () => waitReady(baseUrl));
    const order = await timed('booking round trip', () => bookingRoundTrip(baseUrl));
    console.log(`  order ${order.orderId}: ${order.status}, payment ${order.payment}`);
    return order;
  } finally {
    for (const file of played.reverse())
      spawnSync('podman', ['kube', 'down', file], { env: engine.env, stdio: 'ignore' });
    spawnSync('podman', ['secret', 'rm', 'callout-secrets', 'callout-postgres'], {
      env: engine.env,
      stdio: 'ignore',
    });
    spawnSync('podman', ['volume', 'rm', '-f', 'callout-postgres-data'], {
      env: engine.env,
      stdio: 'ignore',
    });
    spawnSync('podman', ['network', 'rm', '-f', network], { env: engine.env, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
}

ensureStandIns(engine);
if (!engine.ok(['image', 'inspect', image]))
  execFileSync('node', [join(root, 'scripts/image/build.mjs')], { stdio: 'inherit' });
const results = { compose: await composePath(), kubernetes: await kubePath() };
console.log('\nBooking round trip through each deployment:');
for (const [path, order] of Object.entries(results))
  console.log(`  ${path.padEnd(11)} ${order.orderId}: ${order.status}, payment ${order.payment}`);
