// Seeded bad requests for one endpoint. Each starts as a valid request from the right account and gets at
// least one defect (a bad field, token, body encoding or header), so it must be refused; noise (extra
// fields, hostile but valid text, junk headers) is mixed in. Read-only calls also get hostile-only cases,
// which may succeed but must never fail on our side.
import { callerOf, type Endpoint } from './endpoint-shape';
import { type Field, hostileValidTexts } from './field-kinds';
import type { World } from './fixture-world';
import { type Draft, type Encoding, encode, type FuzzRequest } from './fuzz-request';
import {
  addNoise,
  encodingDefect,
  fieldDefect,
  idempotencyKeyDefect,
  methodDefect,
  tokenDefect,
} from './request-defects';
import type { Random } from './seeded-random';

export interface FuzzCase {
  request: FuzzRequest;
  /** Why the request must be refused; empty when it only must not fail. */
  defects: string[];
}

function validDraft(world: World, endpoint: Endpoint, ip: string, encoding: Encoding): Draft {
  const caller = callerOf(endpoint, world);
  const valid = (fields: Record<string, Field>) =>
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.valid(world, caller)]));
  return {
    values: valid(endpoint.fields),
    params: valid(endpoint.params ?? {}),
    rawParams: new Set(),
    headers: {
      'x-forwarded-for': ip,
      ...(endpoint.role === 'public' ? {} : { authorization: `Bearer ${caller.token}` }),
    },
    encoding,
    defects: [],
  };
}

/** The request every case of `endpoint` starts from: valid, from the right account, without noise. */
export function validRequest(world: World, endpoint: Endpoint, ip = '10.0.0.1'): FuzzRequest {
  return encode(endpoint, validDraft(world, endpoint, ip, endpoint.method === 'GET' ? 'query' : 'form'));
}

/** One case: a defect unless `hostileOnly`, which sends hostile but valid text to a read-only call. */
export function generateCase(
  random: Random,
  world: World,
  endpoint: Endpoint,
  hostileOnly = false,
): FuzzCase {
  const ip = `10.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`;
  const encoding = endpoint.method === 'GET' ? 'query' : random.chance(0.35) ? 'json' : 'form';
  const draft = validDraft(world, endpoint, ip, encoding);
  const defected = hostileOnly ? new Set<string>() : addDefects(random, world, endpoint, draft);
  addNoise(random, world, endpoint, draft, defected);
  if (hostileOnly) {
    for (const [name, field] of Object.entries(endpoint.fields)) {
      const hostile = hostileValidTexts(field);
      if (hostile.length > 0) draft.values[name] = random.pick(hostile);
    }
  }
  return { request: encode(endpoint, draft), defects: [...new Set(draft.defects)] };
}

/** One defect, sometimes two, of the kinds the endpoint can have; returns the fields it spoiled. */
function addDefects(random: Random, world: World, endpoint: Endpoint, draft: Draft): Set<string> {
  const defected = new Set<string>();
  const fields = Object.entries(endpoint.fields).map(([name, field]) => ({ name, field, inPath: false }));
  const params = Object.entries(endpoint.params ?? {}).map(([name, field]) => ({
    name,
    field,
    inPath: true,
  }));
  const makers: Array<() => void> = [...fields, ...params].map(({ name, field, inPath }) => () => {
    defected.add(name);
    fieldDefect(random, name, field, draft, inPath);
  });
  if (endpoint.role !== 'public') {
    const token = callerOf(endpoint, world).token;
    makers.push(...Array(2).fill(() => tokenDefect(random, world, endpoint, draft, token)));
  }
  if (endpoint.method === 'POST' && !endpoint.ignoresBody && fields.length > 0) {
    makers.push(() => encodingDefect(random, endpoint, draft));
  }
  if (endpoint.idempotent) makers.push(() => idempotencyKeyDefect(random, draft));
  // A call with nothing else to get wrong is also sent with noise alone, which it must simply answer.
  if (makers.length > 0 || random.chance(0.5)) makers.push(() => methodDefect(random, draft));
  for (const make of random.sample(makers, fields.length > 1 && random.chance(0.3) ? 2 : 1)) make();
  if (endpoint.alwaysRefused) draft.defects.push('refused in this configuration');
  return defected;
}
