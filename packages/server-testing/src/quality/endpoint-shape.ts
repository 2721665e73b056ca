// The shape of the endpoint catalogue (endpoints.ts): a call, who may make it and the fields it reads,
// with shorthands for writing the fields down.
import type { AccountType } from '@callout/contracts/accounts';
import type { Field } from './field-kinds';
import type { Actor, World } from './fixture-world';

export type Role = 'public' | AccountType | 'operator';

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Under /api; `:name` segments are filled from `params`. */
  path: string;
  role: Role;
  /** Query fields of a GET, body fields of a POST. */
  fields: Record<string, Field>;
  params?: Record<string, Field>;
  /** Who a valid request comes from, when not the role's usual account. */
  as?: (world: World) => Actor;
  /** Honours the Idempotency-Key header, which must then be well formed. */
  idempotent?: boolean;
  /** Changes nothing even when it succeeds, so hostile but valid text may be sent on its own. */
  readOnly?: boolean;
  /** Reads no body, so one that cannot be parsed is not a defect. */
  ignoresBody?: boolean;
  /** Refuses every request in the test configuration (the Stripe webhook without Stripe keys). */
  alwaysRefused?: boolean;
  /** A browser form page: a refusal with a known key is the page again, with its error. */
  htmlPage?: boolean;
}

export const endpointName = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

// Field shorthands.
export const id = (valid: Field['valid'], extra: Partial<Field> = {}): Field => ({
  kind: 'id',
  valid,
  ...extra,
});
export const text = (min: number, max: number, valid: Field['valid'], extra: Partial<Field> = {}): Field => ({
  kind: 'text',
  min,
  max,
  valid,
  ...extra,
});
export const optionalText = (max: number, valid: Field['valid'] = () => '') =>
  text(0, max, valid, { required: false });
export const search = optionalText(100, () => 'a');
export const oneOf = (values: readonly string[], valid: string, extra: Partial<Field> = {}): Field => ({
  kind: 'enum',
  values,
  valid: () => valid,
  ...extra,
});
export const field = (kind: Field['kind'], valid: Field['valid'], extra: Partial<Field> = {}): Field => ({
  kind,
  valid,
  ...extra,
});
export const email = (valid: Field['valid']) => field('email', valid);
export const code = field('code', () => '000000');
export const latitude = field('latitude', (w) => w.position.lat);
export const longitude = field('longitude', (w) => w.position.lng);
/** The live-location polls send the caller's position only when the browser allows it (both or none). */
export const optionalPosition = {
  lat: { ...latitude, required: false, emptyOk: true },
  lng: { ...longitude, required: false, emptyOk: true },
};

export const get = (
  path: string,
  role: Role,
  fields: Record<string, Field> = {},
  extra: Partial<Endpoint> = {},
) => ({
  method: 'GET' as const,
  path,
  role,
  fields,
  ...extra,
});
export const post = (
  path: string,
  role: Role,
  fields: Record<string, Field>,
  extra: Partial<Endpoint> = {},
) => ({
  method: 'POST' as const,
  path,
  role,
  fields,
  ...extra,
});

/** The account a valid request of `endpoint` comes from (the customer for public calls). */
export function callerOf(endpoint: Endpoint, world: World): Actor {
  if (endpoint.as) return endpoint.as(world);
  if (endpoint.role === 'provider') return world.provider;
  if (endpoint.role === 'operator') return world.operator;
  return world.customer;
}
