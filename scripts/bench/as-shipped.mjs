// What the server as shipped keeps of a bare node:http server's throughput on one cheap read, and what its
// logging and source maps cost: this checkout's server as `npm start`, `npm run serve` and the image start it,
// beside variants of it and, with `--compare REF`, REF's server started as REF's start script says.
//
//   node scripts/bench/as-shipped.mjs [--compare REF] [--rounds 5] [--duration 5] [--path /api/categories]
//
// The servers run side by side (compiled, PGlite, demo data, their output through a pipe into a file as a
// container runtime takes it); each round measures the bare server and then every server in turn at 50
// connections, starting each round with another server. The figure is each server's share of the bare
// server in its own round, the median over the rounds: a shared machine whose load changes during the run
// moves a round's figures alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOut } from './support/check-out.mjs';
import { measure, startHello } from './support/load-runs.mjs';
import { freePort, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const rounds = Number(option('--rounds', '5'));
const duration = Number(option('--duration', '5'));
const path = option('--path', '/api/categories');
const compareRef = option('--compare', null);
const connections = 50;
if (!(Number.isInteger(rounds) && rounds >= 1)) throw new Error('--rounds takes a whole number, at least 1');
if (!(duration >= 1)) throw new Error('--duration takes a number of seconds, at least 1');

/** This checkout's server as shipped, and the settings that show what each part of it costs. */
const variants = [
  { name: 'as shipped', env: {} },
  { name: 'successful reads 10 % logged', env: { ACCESS_LOG_READ_SAMPLE: '0.1' } },
  { name: 'warn level (no access log)', env: { LOG_LEVEL: 'warn' } },
  { name: 'as shipped + source maps', env: { NODE_OPTIONS: '--enable-source-maps' } },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'callout-as-shipped-'));
  const reference = compareRef ? checkOut(compareRef) : null;
  const servers = [];
  const hello = await startHello();
  try {
    const start = async (name, root, env) => {
      const port = await freePort(Number(process.env.BENCH_PORT) || 8300);
      const server = await startServer({
        repoRoot: root,
        port,
        staticDir: workDir,
        env: { HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
        logFile: join(workDir, `${name.replace(/\W+/g, '-')}.log`),
      });
      servers.push({ name, url: `http://127.0.0.1:${port}`, stop: server.stop, shares: [], rates: [] });
    };
    if (reference) await start(`${compareRef}, as its start script runs it`, reference.root, {});
    for (const variant of variants) await start(`this checkout, ${variant.name}`, repoRoot, variant.env);

    const ceilings = [];
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`round ${round} of ${rounds}, load average ${loadavg()[0].toFixed(1)}`);
      const run = (server, url) =>
        measure(
          { database: 'PGlite', server, case: `GET ${path}` },
          { connections, duration, targets: [{ url }], method: 'GET', path },
        );
      const ceiling = (await run('node:http hello world', hello.url)).rate;
      ceilings.push(ceiling);
      // Each round starts with another server, so none is always measured just after the bare one.
      const order = servers.map((_, i) => servers[(i + round) % servers.length]);
      for (const server of order) {
        const { rate, failed } = await run(server.name, server.url);
        if (failed > 0) throw new Error(`${server.name}: ${failed} requests failed`);
        server.rates.push(rate);
        server.shares.push(rate / ceiling);
      }
    }

    console.log(
      `\nGET ${path} at ${connections} connections, ${rounds} rounds of ${duration} s; load average at the ` +
        `end ${loadavg()[0].toFixed(1)}. Median bare node:http: ${Math.round(median(ceilings))} req/s.\n`,
    );
    // Paired by round against the first server (REF, or this checkout as shipped): the median of the rounds'
    // ratios, and in how many rounds it was ahead.
    const [baseline] = servers;
    const against = (server) => {
      const ratios = server.rates.map((rate, round) => rate / baseline.rates[round]);
      const ahead = ratios.filter((ratio) => ratio > 1).length;
      return `${median(ratios).toFixed(2)}×, ahead in ${ahead} of ${rounds}`;
    };
    printTable(
      [
        'Server',
        'Median req/s',
        'Median share of bare node:http',
        'Against the first, by round',
        'Shares by round',
      ],
      servers.map((server) => [
        server.name,
        Math.round(median(server.rates)).toLocaleString('en-GB'),
        `${(100 * median(server.shares)).toFixed(1)} %`,
        server === baseline ? '—' : against(server),
        server.shares.map((share) => `${(100 * share).toFixed(0)}`).join(' '),
      ]),
    );
  } finally {
    hello.stop();
    await Promise.all(servers.map((server) => server.stop()));
    reference?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
