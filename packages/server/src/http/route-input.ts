// A route's input, parsed with the schemas its `documented({...})` declaration gives the OpenAPI document:
// one declaration both documents and validates, so a handler cannot parse with another schema than the one
// it documents. Each part is parsed on first access, where the handler reads it: after its session check,
// and params before body when it reads them in that order, so a malformed call without a session is a 401
// and the first refusal is the one the handler met first (a validator run by Fastify before the handler
// would answer 400 first; see docs/adr/0054-route-schemas-declared-once.md).
import type { z } from 'zod';
import { parseInput } from '../parse-input';
import type { RouteContract } from './openapi/route-contract';

type Part = 'query' | 'params' | 'body';

/** The parts a route declares, each typed as its schema's output; a part it does not declare is absent. */
export type RouteInput<C> = {
  readonly [P in Part as C extends { [K in P]: z.ZodType } ? P : never]: C extends {
    [K in P]: infer S extends z.ZodType;
  }
    ? z.output<S>
    : never;
};

/** The part of a request `inputOf` needs: what Fastify's request has, with the route's declared contract. */
interface DeclaredRequest<C> {
  readonly query: unknown;
  readonly params: unknown;
  readonly body: unknown;
  readonly routeOptions: { readonly url?: string; readonly config: { readonly contract?: C } };
}

const parsed = new WeakMap<object, Partial<Record<Part, unknown>>>();

/**
 * `inputOf(request).body`: the body parsed with the route's declared `body` schema and `fieldMessages`
 * (a 400 naming the field when it fails, parse-input.ts); likewise `.query` and `.params`. Parsed once per
 * request, when first read.
 */
export function inputOf<C extends RouteContract>(request: DeclaredRequest<C>): RouteInput<C> {
  const read = (part: Part): unknown => {
    const done = parsed.get(request) ?? {};
    if (part in done) return done[part];
    const contract = request.routeOptions.config.contract;
    const schema = contract?.[part];
    // The types allow no such read; said plainly should a route be registered without its declaration.
    if (!schema) throw new Error(`${request.routeOptions.url} declares no ${part}`);
    const value = parseInput(schema, request[part], contract.fieldMessages);
    parsed.set(request, { ...done, [part]: value });
    return value;
  };
  const input = {
    get query() {
      return read('query');
    },
    get params() {
      return read('params');
    },
    get body() {
      return read('body');
    },
  };
  return input as RouteInput<C>;
}
