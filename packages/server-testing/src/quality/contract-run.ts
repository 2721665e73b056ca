// `pnpm test:contract` runs this (through scripts/contract-test.mjs): every operation of the OpenAPI
// document, called over real HTTP through Stoplight Prism's validating proxy in front of the demo-mode app
// (fresh PGlite database, the fuzz catalogue's fixtures). A valid request and its answer must match the
// document; an invalid one must be refused by the document and by the server, with a documented answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backends } from '../backends';
import { client, startTestServer } from '../harness';
import { validRequest } from './bad-input-cases';
import { type Endpoint, endpointName } from './endpoint-shape';
import { endpoints } from './endpoints';
import { buildWorld } from './fixture-world';
import type { FuzzRequest } from './fuzz-request';

const prismBin = fileURLToPath(new URL('../../../../node_modules/.bin/prism', import.meta.url));

interface Violation {
  location: string[];
  message: string;
}

async function startPrism(document: string, upstream: string, port: number, errors: boolean) {
  const args = ['proxy', document, upstream, '--port', String(port), '--host', '127.0.0.1'];
  const child = spawn(prismBin, errors ? [...args, '--errors'] : args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (!output.includes('Prism is listening')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Prism did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

async function send(port: number, request: FuzzRequest) {
  // Prism proxies to the server's /api, which the document's paths are relative to.
  const answer = await fetch(`http://127.0.0.1:${port}${request.url.slice('/api'.length)}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await answer.text();
  const header = answer.headers.get('sl-violations');
  let violations: Violation[] = header ? JSON.parse(header) : [];
  // With --errors Prism answers a violation itself, as problem+json.
  if (answer.headers.get('content-type')?.startsWith('application/problem+json')) {
    const problem = JSON.parse(text) as { title?: string; detail?: string; validation?: Violation[] };
    const said = problem.validation ?? [
      { location: ['prism'], message: `${problem.title}: ${problem.detail}` },
    ];
    violations = [...violations, ...said];
  }
  return { status: answer.status, violations };
}

/** Calls that end the caller's session or account go last, so the others keep theirs. */
const endsSession = (endpoint: Endpoint) => /\/(logout|deleteAccount)$/.test(endpoint.path);

/** The valid request less its first required field, or its session; null when nothing can be left out. */
function invalidRequest(
  valid: FuzzRequest,
  endpoint: Endpoint,
): { request: FuzzRequest; what: string } | null {
  const required = Object.entries(endpoint.fields).find(([, field]) => field.required !== false);
  if (required) {
    const [name] = required;
    const [path, query = ''] = valid.url.split('?');
    if (endpoint.method === 'GET') {
      const params = new URLSearchParams(query);
      params.delete(name);
      return { request: { ...valid, url: `${path}?${params}` }, what: `without ${name}` };
    }
    const params = new URLSearchParams(valid.body ?? '');
    params.delete(name);
    return { request: { ...valid, body: params.toString() }, what: `without ${name}` };
  }
  if (endpoint.role === 'public') return null;
  const { authorization: _, ...headers } = valid.headers;
  return { request: { ...valid, headers }, what: 'without a session' };
}

const server = await startTestServer(backends[0] as (typeof backends)[0]);
const prisms: ChildProcess[] = [];
const folder = mkdtempSync(join(tmpdir(), 'callout-contract-'));
try {
  const world = await buildWorld(server, client(server.app));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  const document = join(folder, 'openapi.json');
  const answer = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
  writeFileSync(document, await answer.text());
  const upstream = `http://127.0.0.1:${port}/api`;
  const [strictPort, lenientPort] = [port + 1, port + 2];
  prisms.push(await startPrism(document, upstream, strictPort, true));
  prisms.push(await startPrism(document, upstream, lenientPort, false));

  const findings: string[] = [];
  let requests = 0;
  let invalidTested = 0;
  const ordered = [...endpoints.filter((e) => !endsSession(e)), ...endpoints.filter(endsSession)];
  for (const endpoint of ordered) {
    const name = endpointName(endpoint);
    const valid = validRequest(world, endpoint);
    // Invalid first: the valid request may close what the invalid one needs open.
    const invalid = invalidRequest(valid, endpoint);
    if (invalid) {
      invalidTested++;
      requests++;
      const { status, violations } = await send(lenientPort, invalid.request);
      const onRequest = violations.filter((v) => v.location[0] === 'request');
      const onResponse = violations.filter((v) => v.location[0] !== 'request');
      if (status < 400) findings.push(`${name} ${invalid.what}: the server accepted it (${status})`);
      if (onRequest.length === 0) findings.push(`${name} ${invalid.what}: the document accepts it`);
      for (const v of onResponse)
        findings.push(`${name} ${invalid.what} → ${status}: ${v.location.join('.')} ${v.message}`);
    }
    requests++;
    const { status, violations } = await send(strictPort, valid);
    for (const v of violations) findings.push(`${name} → ${status}: ${v.location.join('.')} ${v.message}`);
  }
  console.log(
    JSON.stringify({
      operations: ordered.length,
      invalidTested,
      requests,
      violations: findings.length,
      findings,
    }),
  );
} finally {
  for (const prism of prisms) prism.kill();
  rmSync(folder, { recursive: true, force: true });
  await server.close();
}
