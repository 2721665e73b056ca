// What a route declares about itself: the zod schemas it parses and answers with, and who may call it. Passed
// as the route's Fastify `config`, so the declaration sits on the registration. One declaration both documents
// (the OpenAPI document) and validates: the handler reads its input through `inputOf(request)`
// (http/route-input.ts), which parses with these very schemas.
import type { z } from 'zod';
import { pictureBodyLimit } from '../request-limits';

/** Who may call a route: anyone, or the holder of a customer's, provider's or operator's session. */
export type RouteAccess = 'public' | 'user' | 'provider' | 'operator';

export interface RouteContract {
  summary: string;
  access: RouteAccess;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /**
   * Words for a field whose schema has no message of its own, used when `inputOf(request)` refuses that
   * field (of the query, the params or the body); not part of the OpenAPI document.
   */
  fieldMessages?: Readonly<Record<string, string>>;
  /** Forms are form-encoded; the Stripe webhook takes JSON. */
  bodyType?: 'form' | 'json';
  /** The success answer: its zod schema, or the media type of what is not JSON (a picture, a page). */
  response: z.ZodType | { mediaType: string };
  /** Success status when not 200 (201 for what a request creates). */
  status?: number;
  /** Error statuses beyond those every route of its kind can answer (see document-operation.ts). */
  errors?: readonly number[];
  /** The body carries base64 pictures: it may be as large as `pictureBodyLimit`, not `smallBodyLimit`. */
  pictures?: true;
  /** Refusals answered with the HTML page again (a browser form), not the JSON envelope. */
  pages?: readonly number[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/** What `documented` gives Fastify: the contract as the route's config, keeping its schemas' types. */
export interface DocumentedRoute<C extends RouteContract> {
  config: { contract: C };
  bodyLimit?: number;
}

/**
 * Route options carrying `contract`: `api.get('/faqs', documented({...}), handler)`, and the body limit of
 * a call that takes pictures. The contract's type reaches the handler's `request` (Fastify's ContextConfig),
 * so `inputOf(request)` knows the declared schemas.
 */
export const documented = <C extends RouteContract>(contract: C): DocumentedRoute<C> =>
  contract.pictures ? { config: { contract }, bodyLimit: pictureBodyLimit } : { config: { contract } };
