// Bad-input fuzz at bench scale: the seeded cases of packages/server-testing/src/quality
// sent over real HTTP to the app, per endpoint; on PostgreSQL too when TEST_DATABASE_URL is set (or
// with --postgres, which starts a throwaway server like `npm test` does).
//
//   node scripts/bench/fuzz.mjs [--cases 200] [--seed 20250711] [--postgres]
//
// Prints a table per backend and exits 1 when any case is answered with a 5xx, accepted although it
// was bad, refused without `{ success: false, message }`, or changed stored data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startTestPostgres } from '../postgres.mjs';
import { printTable } from './support/table.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '200' },
    seed: { type: 'string', default: '20250711' },
    postgres: { type: 'boolean', default: false },
  },
});

function runFuzz(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/quality/fuzz-bench.ts', '--cases', values.cases, '--seed', values.seed],
      { cwd: join(repoRoot, 'packages/server-testing'), env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    // 'close', not 'exit': by then everything it printed has been read.
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`the fuzz run exited with ${code}`));
      resolve(
        output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line)),
      );
    });
  });
}

function report(run) {
  console.log(
    `\n${run.backend}: ${run.casesPerEndpoint} cases per endpoint, seed ${run.seed}, ${run.seconds.toFixed(1)} s\n`,
  );
  printTable(
    ['Endpoint', 'Cases', '4xx', '5xx', 'Other (2xx/3xx, refusal expected)', 'Bad replies', 'Data unchanged'],
    run.reports.map((r) => [
      r.endpoint,
      r.cases,
      r.refused,
      r.serverErrors,
      r.accepted,
      r.badReplies,
      r.changed.length ? `no: ${r.changed.join(', ')}` : 'yes',
    ]),
  );
  const total = (key) => run.reports.reduce((sum, r) => sum + r[key], 0);
  const changed = run.reports.filter((r) => r.changed.length).length;
  console.log(
    `Total: ${total('cases')} cases on ${run.reports.length} endpoints; ${total('refused')} refused (4xx), ` +
      `${total('serverErrors')} 5xx, ${total('accepted')} accepted bad input, ${total('badReplies')} bad replies, ` +
      `${changed} endpoints changed data.`,
  );
  for (const problem of run.problems) console.log(`\n${problem}`);
  return total('serverErrors') + total('accepted') + total('badReplies') + changed === 0;
}

const postgres = values.postgres ? await startTestPostgres() : null;
try {
  const env = { ...process.env, ...(postgres && { TEST_DATABASE_URL: postgres.url }) };
  const runs = await runFuzz(env);
  const passed = runs.map(report).every(Boolean);
  console.log(passed ? '\nNo bad input got through.' : '\nFAILED: see the problems above.');
  process.exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
