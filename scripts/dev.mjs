// `pnpm dev`: the marketplace with demo data on http://localhost:5173, for working on it. The API server runs
// from source and restarts when a file it loads changes (tsx watch); the shell runs on Vite's dev server with
// hot module replacement, and serves every module from source behind it too, so an edit to a component of
// the shell or of a module is replaced in the open page (packages/build-config/src/dev.ts).
//
//   pnpm dev --built-modules   the modules federated as in production instead: each rebuilt by
//                              `vite build --watch` into the folder the API server serves /remotes/<name>/
//                              from, and the open page reloaded once a rebuild is written (slower)
//
//   PORT                   the page's port (5173)
//   CALLOUT_DEV_API_PORT   the API server's port (PORT + 1)
//   CALLOUT_DEV_DIR        the demo database and the modules' builds (.dev/ in the repository)
//
// Other settings of the server (packages/server/src/env.ts) pass through. Nothing is written to dist/:
// `npm start` keeps its build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webPort = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.CALLOUT_DEV_API_PORT ?? webPort + 1);
const devDir = process.env.CALLOUT_DEV_DIR ?? join(root, '.dev');
const builtModules = process.argv.includes('--built-modules');
const webUrl = `http://localhost:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const modules = readdirSync(root)
  .filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'vite.config.ts')))
  .sort();

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Run `pnpm install` first.');
  process.exit(1);
}
// A module counts as built once its first build is written: what an earlier run left does not.
rmSync(join(devDir, 'remotes'), { recursive: true, force: true });
mkdirSync(join(devDir, 'remotes'), { recursive: true });
// The server serves a built shell from here in production; under pnpm dev the shell's dev server does.
mkdirSync(join(devDir, 'shell'), { recursive: true });

const children = new Set();
let stopping = false;

/** Starts `args` with node in `cwd`, its output prefixed with `label`; any of them ending stops the rest. */
function run(label, cwd, args, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (data) => {
      const lines = (rest + data).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`${prefix}${line}`);
    });
  }
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`${prefix}stopped (${signal ?? `exit code ${code}`}): stopping pnpm dev`);
    stop(1);
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 5000);
  force.unref();
  const waitForChildren = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(waitForChildren);
    process.exit(code);
  }, 50);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

const vite = (dir) => join(root, dir, 'node_modules', 'vite', 'bin', 'vite.js');

run(
  'api',
  join(root, 'packages', 'server'),
  [
    join(root, 'packages', 'server', 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    'watch',
    '--clear-screen=false',
    'src/main.ts',
  ],
  {
    // Demo mode, as `npm start`: demo data, the mail outbox and sandbox payments.
    DEMO_MODE: 'true',
    // A device may choose the pseudo-locale en-XA (docs/languages.md): development and tests only.
    PSEUDO_LOCALE: 'true',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    STATIC_DIR: devDir,
    DATA_DIR: join(devDir, 'data'),
    PUBLIC_SITE_URL: webUrl,
  },
);

run(
  'shell',
  join(root, 'shell'),
  [vite('shell'), '--configLoader', 'runner', '--port', String(webPort), '--strictPort'],
  {
    CALLOUT_DEV_API_URL: apiUrl,
    // What the server writes into the page in demo mode that differs from the web app's defaults.
    CALLOUT_DEV_PUBLIC_CONFIG: JSON.stringify({ features: { demo: true } }),
  },
);

const started = performance.now();
const remoteBuilt = (name) => existsSync(join(devDir, 'remotes', name, 'assets', 'remoteEntry.js'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One module's first build at a time: the machines this runs on have two cores.
for (const name of builtModules ? modules : []) {
  run(
    name,
    join(root, name),
    [vite(name), 'build', '--watch', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      CALLOUT_REMOTE_OUT_DIR: join(devDir, 'remotes', name),
      CALLOUT_DEV_SHELL_URL: webUrl,
    },
  );
  while (!remoteBuilt(name) && !stopping) await sleep(100);
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
while (!stopping && !((await answers(`${apiUrl}/readyz`)) && (await answers(`${webUrl}/remotes.json`))))
  await sleep(100);
if (!stopping) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\npnpm dev is ready in ${seconds} s: ${webUrl}/ (the API on ${apiUrl}, modules ${builtModules ? 'built' : 'from source'}: ${modules.join(', ')})\n`,
  );
}
