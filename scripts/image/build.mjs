// `pnpm image:build`: builds the Containerfile with podman or docker (whichever is present) as callout:latest
// (and callout:<revision>), then prints the image's size. Where no registry can be reached (--offline, or
// automatically when the base image is missing and cannot be pulled), a local stand-in for the base image is
// made first (stand-ins.mjs) and the build uses --pull=never.
//
//   node scripts/image/build.mjs [--offline] [--rebuild-base] [--tag NAME]
import { execFileSync } from 'node:child_process';
import { containerEngine, root } from './engine.mjs';
import { ensureBaseImages, images } from './stand-ins.mjs';

const args = process.argv.slice(2);
const tagAt = args.indexOf('--tag');
const tag = tagAt >= 0 ? args[tagAt + 1] : 'callout:latest';

const engine = containerEngine();
const revision = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();

let offline = args.includes('--offline');
if (!offline && !engine.ok(['image', 'inspect', images.node]) && !engine.ok(['pull', images.node])) {
  console.log(`${images.node} cannot be pulled here: building a local stand-in for it`);
  offline = true;
}
if (offline) ensureBaseImages(engine, { rebuild: args.includes('--rebuild-base') });

const started = Date.now();
engine.run([
  'build',
  '--file',
  'Containerfile',
  // Docker's format: the OCI format has no HEALTHCHECK, and podman drops it from such an image.
  ...(engine.name === 'podman' ? ['--format', 'docker'] : []),
  '--tag',
  tag,
  '--tag',
  `callout:${revision}`,
  '--build-arg',
  `REVISION=${revision}`,
  ...(offline ? ['--pull=never'] : []),
  '.',
]);
const bytes = Number(engine.read(['image', 'inspect', tag, '--format', '{{.Size}}']));
console.log(
  `\n${tag} (${engine.name}) built in ${((Date.now() - started) / 1000).toFixed(0)} s: ` +
    `${(bytes / 1e6).toFixed(0)} MB`,
);
