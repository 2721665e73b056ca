// The container engine the image scripts drive: podman when present, else docker. Podman on this kind of
// machine needs two settings its defaults lack (the default runtime, crun, fails on the kernel's cgroups; the
// default ulimits cannot be raised inside the sandbox), so the scripts write a containers.conf of their own
// and point CONTAINERS_CONF at it, leaving /etc untouched; an operator's CONTAINERS_CONF wins.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

const has = (cmd) => spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;

function podmanConf() {
  if (process.env.CONTAINERS_CONF) return process.env.CONTAINERS_CONF;
  const dir = join(root, '.data', 'containers');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'containers.conf');
  writeFileSync(file, '[engine]\nruntime = "runc"\n\n[containers]\ndefault_ulimits = []\n');
  return file;
}

/** { name, env, run(args, options) } for podman or docker; throws when neither is installed. */
export function containerEngine() {
  const name = process.env.CONTAINER_ENGINE ?? (has('podman') ? 'podman' : has('docker') ? 'docker' : null);
  if (!name)
    throw new Error('neither podman nor docker is installed: install one (apt-get install podman runc)');
  const env = name === 'podman' ? { ...process.env, CONTAINERS_CONF: podmanConf() } : process.env;
  const run = (args, options = {}) =>
    execFileSync(name, args, { stdio: 'inherit', env, cwd: root, ...options });
  const read = (args) => execFileSync(name, args, { encoding: 'utf8', env, cwd: root }).trim();
  const ok = (args) => spawnSync(name, args, { stdio: 'ignore', env, cwd: root }).status === 0;
  return { name, env, run, read, ok };
}
