// Releases one module's build to a running Callout: uploads the build folder through the operator API,
// where the server checks it (every file's hash, its contract, its entry and the chunks that entry imports)
// before it becomes live on every instance at once.
//
//   npm run release -- mf-support                  dist/remotes/mf-support to http://localhost:8080
//   npm run release -- mf-support --from /tmp/mf-support --server https://callout.example
//   npm run release -- mf-support --canary 10      to 10 % of devices first, the live version for the rest
//   npm run release -- mf-support --promote        the canary becomes live for every device
//   npm run release -- mf-support --rollback       the canary ends (or, without one, the previous version)
//
// It signs the upload with RELEASE_TOKEN (the server's own) or with an operator's session token in
// CALLOUT_OPERATOR_SESSION, from the environment. The version is the hash of the build's files, so the same
// build released twice is one version, and a version, once stored, never changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const usage =
  'Usage: npm run release -- <module> [--from <build folder>] [--canary <percent>] [--server <address>]\n' +
  '       npm run release -- <module> --promote | --rollback [--server <address>]';

function fail(message) {
  console.error(message);
  process.exit(1);
}

export function parseArguments(argv) {
  const options = {
    module: undefined,
    from: undefined,
    server: undefined,
    canary: undefined,
    move: undefined,
  };
  for (let at = 0; at < argv.length; at += 1) {
    const argument = argv[at];
    if (argument === '--promote' || argument === '--rollback') {
      if (options.move !== undefined) fail(`Give --promote or --rollback, not both.\n${usage}`);
      options.move = argument.slice(2);
    } else if (argument === '--from' || argument === '--server' || argument === '--canary') {
      const value = argv[at + 1];
      if (value === undefined) fail(`${argument} needs a value.\n${usage}`);
      options[argument.slice(2)] = value;
      at += 1;
    } else if (options.module === undefined && !argument.startsWith('--')) options.module = argument;
    else fail(`Unknown argument ${argument}.\n${usage}`);
  }
  if (options.module === undefined) fail(usage);
  if (options.canary !== undefined) {
    const share = Number(options.canary);
    if (!/^[0-9]{1,2}$/.test(options.canary) || share < 1 || share > 99) {
      fail('--canary is a whole percentage of devices, 1 to 99.');
    }
    options.canary = share;
  }
  if (options.move !== undefined && (options.canary !== undefined || options.from !== undefined)) {
    fail(`--${options.move} uploads nothing: leave out --canary and --from.\n${usage}`);
  }
  return options;
}

/** Every file under `dir` with its path relative to it, its hash and its bytes. */
export function buildFiles(dir) {
  const files = [];
  const walk = (relative) => {
    for (const name of readdirSync(join(dir, relative)).sort()) {
      const path = relative === '' ? name : `${relative}/${name}`;
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else {
        const body = readFileSync(join(dir, path));
        files.push({ path, sha256: createHash('sha256').update(body).digest('hex'), body });
      }
    }
  };
  walk('');
  return files;
}

/** The version the server will name the build: as `versionInput` in @callout/contracts/module-releases. */
export function versionOf(files) {
  const input = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => `${file.path}\0${file.sha256}\n`)
    .join('');
  return createHash('sha256').update(input).digest('hex').slice(0, 12);
}

/** Sends one call of the operator API, failing with the server's words when it refuses. */
async function send(server, token, path, body) {
  const response = await fetch(`${server}/api/ops/module-releases${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ message: `HTTP ${response.status}` }));
  if (!response.ok || answer.success !== true)
    fail(`Refused: ${answer.message ?? `HTTP ${response.status}`}`);
  return answer.data;
}

/** After a promotion or rollback, what every device gets. */
function describeState(state) {
  return state.Canary
    ? `${state.Module} ${state.Live} is live; ${state.Canary.Version} goes to ${state.Canary.Share} % of devices.`
    : `${state.Module} ${state.Live} is live for every device.`;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const token = process.env.RELEASE_TOKEN || process.env.CALLOUT_OPERATOR_SESSION;
  if (!token)
    fail("Set RELEASE_TOKEN (the server's) or CALLOUT_OPERATOR_SESSION (an operator's session token).");
  const server = (
    options.server ??
    process.env.CALLOUT_SERVER_URL ??
    `http://localhost:${process.env.PORT ?? 8080}`
  ).replace(/\/+$/, '');
  if (options.move !== undefined) {
    const state = await send(server, token, `/${options.module}/${options.move}`, {});
    console.log(describeState(state));
    return;
  }
  const from = resolve(options.from ?? join(root, 'dist', 'remotes', options.module));
  if (!existsSync(join(from, 'assets', 'remoteEntry.js'))) {
    fail(
      `No build of ${options.module} in ${from}: build it first (pnpm --filter @callout/${options.module} build).`,
    );
  }
  const files = buildFiles(from);
  const version = versionOf(files);
  const body = {
    module: options.module,
    version,
    files: JSON.stringify(
      files.map(({ path, sha256, body }) => ({ path, sha256, base64: body.toString('base64') })),
    ),
    ...(options.canary === undefined ? {} : { canary: options.canary }),
  };
  console.log(`Releasing ${options.module} ${version} (${files.length} files) to ${server}`);
  const released = await send(server, token, '', body);
  console.log(
    released.Canary !== undefined
      ? `${options.module} ${released.Version} goes to ${released.Canary} % of devices; the rest keep the live version.`
      : released.Changed
        ? `${options.module} ${released.Version} is live.`
        : `${options.module} ${released.Version} was live already.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
