// The browser journeys as `npm test` runs them: in two shards side by side, each its own Playwright run with its
// own server, database, ports (E2E_PORT 300 apart) and output folder, the spec files shared out by their last
// measured durations (e2e/durations.json); then the journeys tagged @alone, which hold a time limit of their own
// (a chat message shown within a second), on an otherwise idle machine.
//
// One run alone kept the two cores 61 % busy (Chromium, the server and the runner wait on each other); two side
// by side finish the same journeys in about two thirds of the time (CONTRIBUTING.md, "How long npm test takes").
//
//   node scripts/e2e.mjs [--shards N] [--update-durations] [tests/x.spec.ts ...] [playwright options...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { root } from './pnpm.mjs';

const e2eDir = join(root, 'e2e');
const durationsFile = join(e2eDir, 'durations.json');
const basePort = Number(process.env.E2E_PORT ?? 8181);
/** The ports a run uses lie within E2E_PORT + 163 (e2e/tests/*.spec.ts): shards are this far apart. */
const portSpacing = 300;

/**
 * The command line: our own options taken out, spec files named (run alone of all, shared out the same way),
 * and the rest passed on to Playwright as given.
 */
function parseArguments(argv) {
  const rest = [...argv];
  const take = (name, withValue) => {
    const index = rest.indexOf(name);
    if (index === -1) return undefined;
    return rest.splice(index, withValue ? 2 : 1)[1] ?? true;
  };
  const updateDurations = take('--update-durations', false) === true;
  const shards = Number(take('--shards', true) ?? process.env.E2E_SHARDS ?? 2);
  const named = rest.filter((arg) => arg.endsWith('.spec.ts')).map((arg) => basename(arg));
  const playwrightArgs = rest.filter((arg) => !arg.endsWith('.spec.ts'));
  return { updateDurations, shards, named, playwrightArgs };
}

/**
 * Shares the spec files out longest first, each to the shard with the least work so far. A file not yet
 * measured counts as the median file.
 */
export function shareOut(files, durations, shards) {
  const known = files.map((file) => durations[file]).filter((seconds) => seconds !== undefined);
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weighed = files
    .map((file) => ({ file, seconds: durations[file] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const bins = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of weighed) {
    const lightest = bins.reduce((best, bin) => (bin.seconds < best.seconds ? bin : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return bins;
}

/** Runs one Playwright process, its lines prefixed with its name; resolves with its exit code. */
function playwright(name, playwrightArgs, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(join(e2eDir, 'node_modules/.bin/playwright'), ['test', ...playwrightArgs], {
      cwd: e2eDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => {
      console.log(`[${name}] finished in ${((Date.now() - started) / 1000).toFixed(0)} s, exit code ${code}`);
      resolve(code);
    });
  });
}

/** Seconds per spec file from Playwright's JSON reports. */
function durationsFrom(reportFiles) {
  const seconds = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const reportFile of reportFiles) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    for (const suite of report.suites) walk(suite, suite.file.replace(/^tests\//, ''));
  }
  return seconds;
}

async function main() {
  const { updateDurations, shards, named, playwrightArgs } = parseArguments(process.argv.slice(2));
  const specFiles = readdirSync(join(e2eDir, 'tests'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
  const files = named.length ? specFiles.filter((file) => named.includes(file)) : specFiles;
  const durations = JSON.parse(readFileSync(durationsFile, 'utf8'));
  const reports = mkdtempSync(join(tmpdir(), 'callout-e2e-reports-'));
  const reportFor = (name) => join(reports, `${name}.json`);
  const runArgs = (name) => [
    '--reporter',
    'list,json',
    '--output',
    `test-results/${name}`,
    ...playwrightArgs,
  ];
  const bins = shareOut(files, durations, shards);

  const shardCodes = await Promise.all(
    bins.map((bin, index) => {
      const name = `shard ${index + 1}/${bins.length}`;
      console.log(`[${name}] ${bin.files.length} files, about ${Math.round(bin.seconds)} s by the last run`);
      return playwright(
        name,
        [
          ...runArgs(`shard-${index + 1}`),
          '--grep-invert',
          '@alone',
          '--pass-with-no-tests',
          ...bin.files.map((file) => `tests/${file}`),
        ],
        {
          E2E_PORT: String(basePort + index * portSpacing),
          PLAYWRIGHT_JSON_OUTPUT_FILE: reportFor(`shard-${index + 1}`),
        },
      );
    }),
  );
  const aloneCode = await playwright(
    'alone',
    [
      ...runArgs('alone'),
      '--grep',
      '@alone',
      '--pass-with-no-tests',
      ...named.map((file) => `tests/${file}`),
    ],
    {
      E2E_PORT: String(basePort),
      PLAYWRIGHT_JSON_OUTPUT_FILE: reportFor('alone'),
    },
  );

  if (updateDurations) {
    const measured = durationsFrom([
      ...bins.map((_, index) => reportFor(`shard-${index + 1}`)),
      reportFor('alone'),
    ]);
    // A file not run this time keeps its last figure; a file no longer there loses it.
    const kept = Object.fromEntries(
      specFiles
        .filter((file) => measured[file] !== undefined || durations[file] !== undefined)
        .map((file) => [
          file,
          measured[file] === undefined ? durations[file] : Math.round(measured[file] * 10) / 10,
        ]),
    );
    writeFileSync(durationsFile, `${JSON.stringify(kept, null, 2)}\n`);
    console.log(`durations of ${Object.keys(measured).length} spec files written to e2e/durations.json`);
  }
  rmSync(reports, { recursive: true, force: true });
  const failed = [...shardCodes, aloneCode].some((code) => code !== 0);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
