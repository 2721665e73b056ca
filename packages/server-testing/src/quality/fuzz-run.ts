// Sends the seeded bad requests of every endpoint and judges each answer: a refusal is a 4xx carrying
// `{ success: false, message }` that does not echo the input, nothing is ever a 5xx, and the stored data
// is unchanged after each endpoint's batch. Shared by the test (app.inject) and the bench (real HTTP).

import type { Queryable } from '@callout/server/db/database';
import type { FastifyInstance } from 'fastify';
import { type FuzzCase, generateCase } from './bad-input-cases';
import { changedTables, snapshotQuery, takeSnapshot } from './data-snapshot';
import { type Endpoint, endpointName } from './endpoint-shape';
import { hostileTexts, marker } from './field-kinds';
import type { World } from './fixture-world';
import type { FuzzRequest } from './fuzz-request';
import { seededRandom, seedFor } from './seeded-random';

export interface Answer {
  /** 0 when the connection closed without an answer. */
  status: number;
  contentType: string;
  text: string;
}

export type Send = (request: FuzzRequest) => Promise<Answer>;

export interface Problem {
  endpoint: string;
  /** Which case of the endpoint: with the seed, enough to send it again. */
  index: number;
  defects: string[];
  request: FuzzRequest;
  status: number;
  why: string;
  answer: string;
}

export interface EndpointReport {
  endpoint: string;
  cases: number;
  refused: number;
  serverErrors: number;
  /** Answered 2xx or 3xx although the request had a defect. */
  accepted: number;
  /** Refused, but not as `{ success: false, message }`, or echoing the input; or not answered at all. */
  badReplies: number;
  /** Tables changed by the batch; empty when the data is unchanged. */
  changed: string[];
  problems: Problem[];
}

export interface FuzzOptions {
  db: Queryable;
  world: World;
  send: Send;
  endpoints: readonly Endpoint[];
  seed: number;
  casesPerEndpoint: number;
  /** Called after each endpoint, for progress output. */
  onEndpoint?: (report: EndpointReport) => void;
}

const acceptedBadInput = 'bad input accepted';

/** Every fifth case of a read-only call sends only hostile but valid text. */
const hostileOnlyEvery = 5;

function judgeRefusal(endpoint: Endpoint, answer: Answer): string | null {
  if (endpoint.htmlPage && answer.contentType.startsWith('text/html')) {
    if (!answer.text.includes('role="alert"')) return 'the page shows no error';
    const echoed = hostileTexts.find((text) => text.includes('<') && answer.text.includes(text));
    return echoed ? 'the page echoes markup from the input' : null;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'the refusal is not JSON';
  }
  const { success, message } = (body ?? {}) as { success?: unknown; message?: unknown };
  if (success !== false) return 'the refusal does not say success: false';
  if (typeof message !== 'string' || message.trim() === '') return 'the refusal has no message';
  if (message.includes(marker)) return 'the message echoes the input';
  return null;
}

/** What is wrong with the answer to `fuzzCase`, or null. */
export function judge(endpoint: Endpoint, fuzzCase: FuzzCase, answer: Answer): string | null {
  if (answer.status === 0) return 'no answer';
  if (answer.status >= 500) return 'server error';
  if (answer.status < 400) return fuzzCase.defects.length > 0 ? acceptedBadInput : null;
  return judgeRefusal(endpoint, answer);
}

export async function fuzzEndpoints(options: FuzzOptions): Promise<EndpointReport[]> {
  const { db, world, send, seed, casesPerEndpoint } = options;
  const query = await snapshotQuery(db);
  let baseline = await takeSnapshot(db, query);
  const reports: EndpointReport[] = [];
  for (const endpoint of options.endpoints) {
    const name = endpointName(endpoint);
    const random = seededRandom(seedFor(seed, name));
    const report: EndpointReport = {
      endpoint: name,
      cases: 0,
      refused: 0,
      serverErrors: 0,
      accepted: 0,
      badReplies: 0,
      changed: [],
      problems: [],
    };
    for (let index = 0; index < casesPerEndpoint; index++) {
      const hostileOnly = Boolean(endpoint.readOnly) && index % hostileOnlyEvery === hostileOnlyEvery - 1;
      const fuzzCase = generateCase(random, world, endpoint, hostileOnly);
      const answer = await send(fuzzCase.request);
      const why = judge(endpoint, fuzzCase, answer);
      report.cases++;
      if (answer.status >= 400 && answer.status < 500) report.refused++;
      if (answer.status >= 500) report.serverErrors++;
      else if (why === acceptedBadInput) report.accepted++;
      else if (why) report.badReplies++;
      if (why) {
        report.problems.push({
          endpoint: name,
          index,
          defects: fuzzCase.defects,
          request: fuzzCase.request,
          status: answer.status,
          why,
          answer: answer.text.slice(0, 300),
        });
      }
    }
    const after = await takeSnapshot(db, query);
    report.changed = changedTables(baseline, after);
    // Each batch is judged on its own: one endpoint's change is not blamed on the next.
    baseline = after;
    reports.push(report);
    options.onEndpoint?.(report);
  }
  return reports;
}

/** A problem as a paragraph someone can reproduce from. */
export function describeProblem(problem: Problem, seed: number): string {
  const { request } = problem;
  const body =
    request.body && request.body.length > 200
      ? `${request.body.slice(0, 200)}… (${request.body.length})`
      : request.body;
  const url =
    request.url.length > 200 ? `${request.url.slice(0, 200)}… (${request.url.length})` : request.url;
  return [
    `${problem.endpoint} case ${problem.index} (seed ${seed}): ${problem.why}, status ${problem.status}`,
    `  defects: ${problem.defects.join('; ') || 'none (hostile text only)'}`,
    `  ${request.method} ${url}`,
    ...(request.headers.authorization
      ? [`  authorization: ${request.headers.authorization.slice(0, 60)}`]
      : []),
    ...(request.headers['content-type'] ? [`  content-type: ${request.headers['content-type']}`] : []),
    ...(body ? [`  body: ${body}`] : []),
    `  answer: ${problem.answer}`,
  ].join('\n');
}

/** Sends through Fastify's inject: the whole app, without a socket. */
export function injectSender(app: FastifyInstance): Send {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body !== undefined && { payload: request.body }),
    });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      text: response.body,
    };
  };
}
