// A fuzz case while it is being built (its values, path parameters, headers and encoding, plus what is
// wrong with it) and the HTTP request it becomes.
import type { Endpoint } from './endpoint-shape';
import type { Value } from './field-kinds';

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Starts with /api. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type Encoding = 'query' | 'form' | 'json';

export interface Draft {
  values: Record<string, Value>;
  params: Record<string, string>;
  /** Path parameters sent as they are, not percent-encoded (broken escapes). */
  rawParams: Set<string>;
  headers: Record<string, string>;
  encoding: Encoding;
  /** Replaces the encoded body (encoding defects). */
  rawBody?: { contentType: string; body: string };
  /** A method the path does not answer (wrong-method defect). */
  method?: 'PUT' | 'DELETE' | 'PATCH';
  defects: string[];
}

export function formEntries(values: Record<string, Value>): Array<[string, string]> {
  return Object.entries(values).flatMap(([name, value]): Array<[string, string]> => {
    if (value === undefined) return [];
    if (Array.isArray(value)) return value.map((item) => [name, String(item)]);
    return [[name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)]];
  });
}

export function encode(endpoint: Endpoint, draft: Draft): FuzzRequest {
  const request = encodeAs(endpoint, draft);
  return draft.method ? { ...request, method: draft.method } : request;
}

function encodeAs(endpoint: Endpoint, draft: Draft): FuzzRequest {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = draft.params[name] ?? '';
    return draft.rawParams.has(name) ? value : encodeURIComponent(value);
  });
  const headers = { ...draft.headers };
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(formEntries(draft.values)).toString();
    return { method: 'GET', url: `/api${path}${query ? `?${query}` : ''}`, headers };
  }
  if (draft.rawBody) {
    headers['content-type'] = draft.rawBody.contentType;
    return { method: 'POST', url: `/api${path}`, headers, body: draft.rawBody.body };
  }
  if (draft.encoding === 'json') {
    headers['content-type'] = 'application/json';
    return { method: 'POST', url: `/api${path}`, headers, body: JSON.stringify(draft.values) };
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return {
    method: 'POST',
    url: `/api${path}`,
    headers,
    body: new URLSearchParams(formEntries(draft.values)).toString(),
  };
}
