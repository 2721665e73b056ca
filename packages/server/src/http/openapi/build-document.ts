// The OpenAPI 3.1 document of the API, built once at start from the contracts the routes declare.
import { apiVersion } from './api-version';
import type { CollectedRoute } from './collect-routes';
import { failureSchema, operationOf } from './document-operation';
import { jsonSchemaOf } from './json-schema';

export type OpenApiDocument = ReturnType<typeof buildDocument>;

/** "/ops/kyc/:providerId/review" → "/ops/kyc/{providerId}/review". */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function buildDocument(routes: readonly CollectedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, contract } of routes) {
    if (!contract) continue; // the route-versus-document test names it
    const key = openApiPath(path);
    paths[key] = { ...paths[key], [method.toLowerCase()]: operationOf(method, path, contract) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Callout API',
      version: apiVersion,
      description:
        'The marketplace API (spec section 7). Every answer is `{ success, message }`, with `data` where there is data to return. Forms are sent form-encoded.',
    },
    servers: [{ url: '/api' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Failure: jsonSchemaOf(failureSchema, 'output') },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from a login call (`data.Token`).',
        },
      },
    },
  };
}
