// `pnpm bench:fuzz` runs this (through scripts/bench/fuzz.mjs): the bad-input cases of the test, many more
// of them, over real HTTP to the app listening on a free port, on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set. Prints one JSON line per backend for the wrapper to tabulate.
//
//   node --import tsx src/quality/fuzz-bench.ts --cases 200 --seed 1
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { backends } from '../backends';
import { client, startTestServer } from '../harness';
import { endpoints } from './endpoints';
import { buildWorld } from './fixture-world';
import type { FuzzRequest } from './fuzz-request';
import { type Answer, describeProblem, fuzzEndpoints, type Send } from './fuzz-run';

const { values } = parseArgs({
  options: { cases: { type: 'string', default: '200' }, seed: { type: 'string', default: '20250711' } },
});
const casesPerEndpoint = Number(values.cases);
const seed = Number(values.seed);
if (!Number.isInteger(casesPerEndpoint) || casesPerEndpoint < 1 || !Number.isInteger(seed)) {
  throw new Error('--cases and --seed take whole numbers');
}

/** Header values as a raw client sends them: UTF-8 bytes, which Node passes on as Latin-1 characters. */
const rawHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Buffer.from(value).toString('latin1')]),
  );

function httpSender(port: number): Send {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return (fuzz: FuzzRequest) =>
    new Promise<Answer>((resolve) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: fuzz.method,
          path: fuzz.url,
          headers: rawHeaders(fuzz.headers),
          agent,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              contentType: String(incoming.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      // A connection closed before any answer is a finding, not a crash of the bench.
      outgoing.on('error', (error) => resolve({ status: 0, contentType: '', text: error.message }));
      outgoing.end(fuzz.body);
    });
}

for (const backend of backends) {
  const server = await startTestServer(backend);
  try {
    const world = await buildWorld(server, client(server.app));
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const started = Date.now();
    const reports = await fuzzEndpoints({
      db: server.db,
      world,
      send: httpSender(port),
      endpoints,
      seed,
      casesPerEndpoint,
      onEndpoint: (report) => {
        if (process.stderr.isTTY) process.stderr.write(`\r${backend.name}: ${report.endpoint.padEnd(48)}`);
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const problems = reports
      .flatMap((report) => report.problems.slice(0, 3))
      .map((p) => describeProblem(p, seed));
    const summary = { backend: backend.name, seed, casesPerEndpoint, seconds: (Date.now() - started) / 1000 };
    console.log(
      JSON.stringify({ ...summary, reports: reports.map(({ problems: _, ...rest }) => rest), problems }),
    );
  } finally {
    await server.close();
  }
}
