// The load benchmark's runs (scripts/bench/load.mjs): autocannon in child processes, one per target, their
// results summed; and the bare node:http server measured as the ceiling.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './server.mjs';

const clientScript = fileURLToPath(new URL('./load-client.mjs', import.meta.url));
const helloScript = fileURLToPath(new URL('./hello-server.mjs', import.meta.url));
const settleMs = 1500;

/** One autocannon run in a child process; resolves to its raw result. */
export function runClient(spec) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [clientScript], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load client exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(spec));
  });
}

const describeFailures = (results) =>
  results
    .flatMap((result) => [
      ...Object.entries(result.statusCodeStats)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${count} × HTTP ${status}`),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
      ...(result.errors > result.timeouts ? [`${result.errors - result.timeouts} connection errors`] : []),
    ])
    .join(', ');

/** Runs one case against every target at once, the connections split between them, and sums the results. */
export async function measure(row, { connections, duration, targets, ...request }) {
  process.stdout.write(`${row.database} · ${row.server} · ${row.case} · ${connections} connections … `);
  const share = (i) => Math.floor(connections / targets.length) + (i < connections % targets.length ? 1 : 0);
  const results = await Promise.all(
    targets.map((target, i) => runClient({ ...request, ...target, connections: share(i), duration })),
  );
  // autocannon hangs up on the requests still in flight when time is up; the server finishes them anyway.
  // Let it, so they neither slow the next case nor meet a server that is shutting down.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  // Latency percentiles over every response of every client, from their merged histograms.
  const { latency } = autocannon.aggregateResult(results, { url: targets[0].url, connections });
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  const measured = {
    ...row,
    connections,
    rate: results.reduce((sum, result) => sum + result['2xx'] / result.duration, 0),
    p50: latency.p50,
    p99: latency.p99,
    requests: results.reduce((sum, result) => sum + result.totalCompletedRequests + result.errors, 0),
    failed,
    problems: failed ? describeFailures(results) : '',
  };
  console.log(
    `${Math.round(measured.rate)} req/s${failed ? `, ${failed} FAILED (${measured.problems})` : ''}`,
  );
  return measured;
}

export async function startHello() {
  const port = await freePort((Number(process.env.BENCH_PORT) || 8300) - 10);
  const child = spawn(process.execPath, [helloScript, String(port)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => child.kill();
  const answers = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  for (let tries = 0; !(await answers()); tries += 1) {
    if (tries > 100) {
      stop();
      throw new Error('the hello world server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop };
}
