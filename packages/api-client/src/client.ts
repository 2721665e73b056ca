// The one HTTP client: base `{host}/api`, Bearer token from storage, every response checked against its schema.
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { clearSession, clearSessionToken, readSession } from './session-storage';

export class ApiContractError extends Error {
  constructor(path: string, issues: string) {
    super(`The server answered ${path} in an unexpected shape: ${issues}`);
    this.name = 'ApiContractError';
  }
}

/** What a session expiry alerts; the shell passes its translated copy, this is the fallback for other callers. */
export const sessionExpiredMessage = 'Session expired, please login again';

// Login has its own 401 rule; a 401 on logout means the session is already gone,
// which is what logging out wants, so telling the user it expired would only confuse them.
const loginPath = /\/(?:provider\/)?login$/;
const logoutPath = /\/(?:provider\/)?logout$/;

export interface ApiClientOptions extends Options {
  /** Tells the user their session expired; by default a browser alert with the spec's words. */
  onSessionExpired?: () => void;
}

export function createApiClient(
  baseUrl: string,
  { onSessionExpired = () => globalThis.alert?.(sessionExpiredMessage), ...options }: ApiClientOptions = {},
): KyInstance {
  return ky
    .create({
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
        afterResponse: [
          (request, _options, response) => {
            if (response.status !== 401) return;
            const path = new URL(request.url).pathname;
            if (loginPath.test(path)) {
              clearSession();
            } else if (!logoutPath.test(path) && request.headers.has('Authorization')) {
              // Only a request that carried a token can have had its session expire; a visitor who was
              // never signed in gets the server's own message instead.
              clearSessionToken();
              onSessionExpired();
            }
          },
        ],
      },
    })
    .extend(options);
}

/** The status line of an answer: a refusal keeps it, so a page the server refused can say how. */
export interface AnswerStatus {
  status: number;
  statusText: string;
}

/** Reads the JSON body of a response (error responses included), validates it, and keeps its status. */
export async function parseAnswer<T extends z.ZodType>(
  schema: T,
  call: Promise<Response>,
  path: string,
): Promise<AnswerStatus & { body: z.infer<T> }> {
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
  return {
    status: response.status,
    statusText: response.statusText,
    body: withRefusedField(body, parsed.data),
  };
}

/**
 * A refusal of one input names it (`field`, optional in every failure): kept beside what the schema read,
 * which would drop a key it does not list, so a form can show the message at that field in any language.
 */
function withRefusedField<B>(raw: unknown, parsed: B): B {
  if (typeof raw !== 'object' || raw === null || typeof parsed !== 'object' || parsed === null) return parsed;
  const { success, field } = raw as { success?: unknown; field?: unknown };
  return success === false && typeof field === 'string' ? { ...parsed, field } : parsed;
}

/** Reads the JSON body of a response (error responses included) and validates it. */
export async function parseJson<T extends z.ZodType>(
  schema: T,
  call: Promise<Response>,
  path: string,
): Promise<z.infer<T>> {
  return (await parseAnswer(schema, call, path)).body;
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
