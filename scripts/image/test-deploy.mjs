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
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const env = {
    ...engine.env,
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    DEMO_MODE: 'true',
    CALLOUT_SITE_ADDRESS: ':80',
    PUBLIC_SITE_URL: `http://127.0.0.1:${httpPort}`,
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(await freePort()),
  };
  const compose = (args, options = {}) =>
    execFileSync('podman-compose', ['-p', project, '-f', join(root, 'deploy/compose.yaml'), ...args], {
      env,
      cwd: join(root, 'deploy'),
      stdio: options.quiet ? 'ignore' : 'inherit',
    });
  try {
    await timed('up', () => compose(['up', '-d']));
    const baseUrl = `http://127.0.0.1:${httpPort}`;
    await timed('ready through Caddy', () => waitReady(baseUrl));
    const order = await timed('booking round trip', () => bookingRoundTrip(baseUrl));
    console.log(`  order ${order.orderId}: ${order.status}, payment ${order.payment}`);
    return order;
  } catch (error) {
    spawnSync('podman-compose', ['-p', project, '-f', join(root, 'deploy/compose.yaml'), 'logs'], {
      env,
      stdio: 'inherit',
    });
    throw error;
  } finally {
    compose(['down', '-v'], { quiet: true });
  }
}

/** The manifests with what a trial on one machine needs: the image pulled never, a port on this host. */
function kubeFiles(dir, port, password) {
  const k8s = join(root, 'deploy/kubernetes');
  const secret = readFileSync(join(k8s, 'secret.example.yaml'), 'utf8')
    .replace(
      'postgres://callout:change-me@callout-postgres:5432/callout',
      `postgres://callout:${password}@callout-postgres-pod:5432/callout`,
    )
    .replace(/^ {2}(SMTP_URL|STRIPE_\w+):.*\n/gm, '');
  const config = readFileSync(join(k8s, 'configmap.yaml'), 'utf8')
    .replace('DEMO_MODE: "false"', 'DEMO_MODE: "true"')
    .replace('PUBLIC_SITE_URL: https://callout.example.co.uk', `PUBLIC_SITE_URL: http://127.0.0.1:${port}`);
  const postgres = readFileSync(join(k8s, 'postgres.example.yaml'), 'utf8').replace(
    'password: change-me',
    `password: ${password}`,
  );
  const api = readFileSync(join(k8s, 'api.yaml'), 'utf8')
    .replace('replicas: 2', 'replicas: 1')
    .replace(/containerPort: 8080\n/, `containerPort: 8080\n              hostPort: ${port}\n`);
  const files = { 'secret.yaml': secret, 'config.yaml': config, 'postgres.yaml': postgres, 'api.yaml': api };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return Object.keys(files).map((name) => join(dir, name));
}

async function kubePath() {
  console.log('\n▶ Kubernetes (deploy/kubernetes, podman kube play)');
  const dir = mkdtempSync(join(tmpdir(), 'callout-kube-'));
  const port = await freePort();
  const network = `callout-kube-${process.pid}`;
  const [secret, config, postgres, api] = kubeFiles(dir, port, randomBytes(12).toString('hex'));
  const played = [];
  const play = (file) => {
    engine.run(['kube', 'play', '--network', network, file]);
    played.push(file);
  };
  try {
    engine.run(['network', 'create', network], { stdio: 'ignore' });
    play(secret);
    play(config);
    play(postgres);
    play(api);
    const baseUrl = `http://127.0.0.1:${port}`;
    await timed('ready', () => waitReady(baseUrl));
    const order = await timed('booking round trip', () => bookingRoundTrip(baseUrl));
    console.log(`  order ${order.orderId}: ${order.status}, payment ${order.payment}`);
    return order;
  } finally {
    for (const file of played.reverse())
      spawnSync('podman', ['kube', 'down', file], { env: engine.env, stdio: 'ignore' });
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
