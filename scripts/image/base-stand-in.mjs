// A local stand-in for the official base image (docker.io/library/node:20-bookworm-slim) on a machine that
// cannot reach a registry: Debian bookworm (minbase, by debootstrap) with this machine's Node 20, npm and
// corepack in /usr/local, and the `node` user (uid 1000) that the official image has. Tagged with the official
// name, so the Containerfile builds unchanged, with --pull=never, here and as it is where the registry is
// reachable. Built once; `--rebuild` makes it again.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const baseImage = 'docker.io/library/node:20-bookworm-slim';

const run = (cmd, args, options = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...options });

/** Where this machine's npm and corepack are installed (…/lib/node_modules). */
function nodeModulesHome() {
  const npmCli = execFileSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).trim();
  return dirname(dirname(dirname(npmCli))); // …/lib/node_modules/npm/bin/npm-cli.js
}

/** Makes the stand-in with `engine` unless an image of that name exists (or `rebuild`). */
export function ensureBaseImage(engine, { rebuild = false } = {}) {
  if (!rebuild && engine.ok(['image', 'exists', baseImage])) return false;
  if (!rebuild && engine.name === 'docker' && engine.ok(['image', 'inspect', baseImage])) return false;
  const work = '/var/tmp/callout-base';
  const rootfs = join(work, 'rootfs');
  if (!existsSync(join(rootfs, 'etc/debian_version'))) {
    rmSync(rootfs, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian']);
  }
  // Node, npm and corepack where the official image has them.
  const modules = nodeModulesHome();
  cpSync(process.execPath, join(rootfs, 'usr/local/bin/node'));
  for (const tool of ['npm', 'corepack']) {
    cpSync(join(modules, tool), join(rootfs, 'usr/local/lib/node_modules', tool), { recursive: true });
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
  // The official image's user and group.
  const passwd = join(rootfs, 'etc/passwd');
  const groups = execFileSync('cat', [passwd, join(rootfs, 'etc/group')], { encoding: 'utf8' });
  if (!/^node:/m.test(groups)) {
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
  rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
  mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  writeFileSync(join(work, 'stand-in.txt'), `${baseImage} stand-in, Node ${process.version}\n`);
  const tar = execFileSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 2 ** 31 });
  engine.run(
    [
      'import',
      '--change',
      `ENV NODE_VERSION=${process.version.slice(1)}`,
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["node"]',
      '-',
      baseImage,
    ],
    { input: tar, stdio: ['pipe', 'inherit', 'inherit'] },
  );
  return true;
}
