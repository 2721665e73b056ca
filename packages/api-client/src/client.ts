// The one HTTP client: base `{host}/api`, Bearer token from storage, every response checked against its schema.
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { readSession } from './session-storage';

export class ApiContractError extends Error {
  constructor(path: string, issues: string) {
    super(`The server answered ${path} in an unexpected shape: ${issues}`);
    this.name = 'ApiContractError';
  }
}

export function createApiClient(baseUrl: string, options: Options = {}): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    timeout: false, // The spec sets no request timeout.
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const session = readSession();
          if (session) request.headers.set('Authorization', `Bearer ${session.token}`);
        },
      ],
    },
    ...options,
  });
}

/** Reads the JSON body of a response (error responses included) and validates it. */
export async function parseJson<T extends z.ZodType>(
  schema: T,
  call: Promise<Response>,
  path: string,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    if (error instanceof HTTPError) response = error.response;
    else throw error;
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiContractError(
      path,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  return parsed.data;
}

/** Encodes a payload the way the spec's calls expect: form-encoded. */
export function formBody(
  values: Record<string, string | number | boolean | null | undefined>,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) body.set(key, String(value));
  }
  return body;
}
