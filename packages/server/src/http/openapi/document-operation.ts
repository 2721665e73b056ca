// One OpenAPI operation from a route's contract: its parameters, body, answers and security.
import { STATUS_CODES } from 'node:http';
import { envelopeSchema } from '@callout/contracts/envelope';
import { z } from 'zod';
import { messages } from '../../messages';
import { type JsonSchema, jsonSchemaOf } from './json-schema';
import type { RouteAccess, RouteContract } from './route-contract';

/** Every refusal: `{ success: false, message }`, with `field` when it refuses one input (errors.ts). */
export const failureSchema = envelopeSchema.extend({
  success: z.literal(false),
  field: z
    .string()
    .optional()
    .describe('The input the refusal is about, by its name as sent: a form shows the message at that field.'),
});
export const failureRef = { $ref: '#/components/schemas/Failure' };

const accountNames: Record<Exclude<RouteAccess, 'public'>, string> = {
  user: "a customer's",
  provider: "a provider's",
  operator: "an operator's",
};

/** Example messages of the refusals any route can give. */
const commonRefusals: Record<number, string> = {
  400: messages.malformed,
  401: messages.sessionExpired,
  413: messages.requestTooLarge,
  429: messages.tooManyAttempts,
  500: 'Something went wrong on our side. Please try again.',
};

/**
 * Every route can refuse input (400, a NUL character in any query) or fail (500); a POST can be too
 * large (413) or of a type no parser takes (415); a signed-in route refuses a missing or expired session
 * (401). The contract adds what its own handler answers.
 */
export function errorStatuses(method: string, contract: RouteContract): number[] {
  const statuses = new Set([400, 500, ...(contract.errors ?? []), ...(contract.pages ?? [])]);
  if (method === 'POST') for (const status of [413, 415]) statuses.add(status);
  if (contract.access !== 'public') statuses.add(401);
  return [...statuses].sort((a, b) => a - b);
}

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schema, 'input');
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

function requestBodyOf(contract: RouteContract) {
  if (!contract.body) return undefined;
  const schema = jsonSchemaOf(contract.body, 'input');
  const type = contract.bodyType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  return { required: (schema.required ?? []).length > 0, content: { [type]: { schema } } };
}

function successOf(contract: RouteContract) {
  const description = STATUS_CODES[contract.status ?? 200] ?? 'OK';
  if ((contract.status ?? 200) >= 300) return { description }; // a redirect, without a body
  if ('mediaType' in contract.response) {
    return { description, content: { [contract.response.mediaType]: { schema: { type: 'string' } } } };
  }
  const schema: JsonSchema = jsonSchemaOf(contract.response, 'output');
  return { description, content: { 'application/json': { schema } } };
}

function refusalOf(status: number, contract: RouteContract) {
  if (contract.pages?.includes(status)) {
    return { description: STATUS_CODES[status], content: { 'text/html': { schema: { type: 'string' } } } };
  }
  const message = commonRefusals[status];
  return {
    description: STATUS_CODES[status] ?? 'Refused',
    content: {
      'application/json': {
        schema: failureRef,
        ...(message ? { example: { success: false, message } } : {}),
      },
    },
  };
}

export function operationOf(method: 'GET' | 'POST', path: string, contract: RouteContract) {
  const signedIn = contract.access !== 'public';
  const responses: Record<string, unknown> = { [String(contract.status ?? 200)]: successOf(contract) };
  for (const status of errorStatuses(method, contract))
    responses[String(status)] ??= refusalOf(status, contract);
  const requestBody = requestBodyOf(contract);
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c = '') => c.toUpperCase())}`,
    summary: contract.summary,
    ...(signedIn ? { description: `Needs ${accountNames[contract.access as 'user']} session token.` } : {}),
    tags: [tagOf(path, contract.access)],
    parameters: [...parametersOf(contract.params, 'path'), ...parametersOf(contract.query, 'query')],
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: signedIn ? [{ bearer: [] }] : [],
    'x-account-type': contract.access,
  };
}

/** Groups in the docs page: the provider's and the operator's calls, then by who calls. */
function tagOf(path: string, access: RouteAccess): string {
  if (path.startsWith('/provider/')) return 'provider';
  if (path.startsWith('/ops/') || path.startsWith('/operator/')) return 'operator';
  return access === 'public' ? 'public' : 'customer';
}
