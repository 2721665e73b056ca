// Local stand-ins for the official images Callout's deployment files name, for a machine that cannot reach
// a registry (this one): each is tagged with the official name, so the Containerfile and deploy/compose.yaml
// build and run unchanged (with --pull=never) here and as they are where the registry is reachable.
//
//   docker.io/library/debian:bookworm-slim   Debian bookworm, minbase, by debootstrap
//   docker.io/library/node:20-bookworm-slim  the same with this machine's Node 20, npm and corepack in
//                                             /usr/local and the `node` user (uid 1000), as the official one
//   docker.io/library/postgres:15-bookworm   Debian's PostgreSQL 15 (deploy/stand-ins/postgres)
//   docker.io/library/caddy:2                 Debian's Caddy 2 (deploy/stand-ins/caddy)
//
// Each is made once; `rebuild` makes it again.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './engine.mjs';

export const images = {
  debian: 'docker.io/library/debian:bookworm-slim',
  node: 'docker.io/library/node:20-bookworm-slim',
  postgres: 'docker.io/library/postgres:15-bookworm',
  caddy: 'docker.io/library/caddy:2',
};

const work = '/var/tmp/callout-stand-ins';
const rootfs = join(work, 'rootfs');
/** This machine's certificate authorities (here the network reaches the registries through a TLS proxy). */
const hostAuthorities = '/etc/ssl/certs/ca-certificates.crt';
/** What the Node stand-in adds to the Debian one, left out of the Debian one's archive. */
const nodeFiles = ['usr/local/bin/node', 'usr/local/bin/npm', 'usr/local/bin/npx', 'usr/local/bin/corepack'];
const nodeModulesDir = 'usr/local/lib/node_modules';

const run = (cmd, args, options = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...options });
const exists = (engine, image) => engine.ok(['image', 'inspect', image]);

/** Where this machine's npm and corepack are installed (…/lib/node_modules). */
function nodeModulesHome() {
  const npmCli = execFileSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).trim();
  return dirname(dirname(dirname(npmCli))); // …/lib/node_modules/npm/bin/npm-cli.js
}

function makeRootfs() {
  if (existsSync(join(rootfs, 'etc/debian_version'))) return;
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian']);
  rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
  mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  // A build stage fetching packages trusts what the host trusts.
  if (existsSync(hostAuthorities)) cpSync(hostAuthorities, join(rootfs, hostAuthorities.slice(1)));
  run('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node']);
  run('chroot', [
    rootfs,
    'useradd',
    '--uid',
    '1000',
    '--gid',
    'node',
    '--shell',
    '/bin/bash',
    '--create-home',
    'node',
  ]);
}

function addNode() {
  const modules = nodeModulesHome();
  cpSync(process.execPath, join(rootfs, 'usr/local/bin/node'));
  for (const tool of ['npm', 'corepack']) {
    const target = join(rootfs, nodeModulesDir, tool);
    rmSync(target, { recursive: true, force: true });
    cpSync(join(modules, tool), target, { recursive: true, verbatimSymlinks: true });
  }
  const links = {
    npm: 'npm/bin/npm-cli.js',
    npx: 'npm/bin/npx-cli.js',
    corepack: 'corepack/dist/corepack.js',
  };
  for (const [name, target] of Object.entries(links)) {
    const link = join(rootfs, 'usr/local/bin', name);
    rmSync(link, { force: true });
    symlinkSync(`../lib/node_modules/${target}`, link);
  }
}

function importRootfs(engine, image, { exclude = [], env = [] }) {
  const tar = execFileSync(
    'tar',
    ['-C', rootfs, ...exclude.map((path) => `--exclude=./${path}`), '-c', '.'],
    {
      maxBuffer: 2 ** 31,
    },
  );
  const changes = [
    'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    ...(existsSync(hostAuthorities) ? [`ENV NODE_EXTRA_CA_CERTS=${hostAuthorities}`] : []),
    ...env.map((line) => `ENV ${line}`),
  ];
  engine.run(['import', ...changes.flatMap((change) => ['--change', change]), '-', image], {
    input: tar,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}

/** The Debian and Node stand-ins (what the Containerfile builds on). */
export function ensureBaseImages(engine, { rebuild = false } = {}) {
  if (!rebuild && exists(engine, images.debian) && exists(engine, images.node)) return;
  makeRootfs();
  importRootfs(engine, images.debian, { exclude: [...nodeFiles, nodeModulesDir] });
  addNode();
  importRootfs(engine, images.node, { env: [`NODE_VERSION=${process.version.slice(1)}`] });
}

/** Every stand-in, for deploy/compose.yaml and the Kubernetes example as well. */
export function ensureStandIns(engine, { rebuild = false } = {}) {
  ensureBaseImages(engine, { rebuild });
  for (const name of ['postgres', 'caddy']) {
    if (!rebuild && exists(engine, images[name])) continue;
    engine.run(['build', '--pull=never', '--tag', images[name], join(root, 'deploy/stand-ins', name)]);
  }
}
