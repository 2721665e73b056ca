// The shell's run-time configuration, written into index.html by the server. This module reads it here
// and nowhere else; it only needs the API base URL.
import { z } from 'zod';

const configSchema = z.object({ apiBaseUrl: z.string().min(1).default('/api') });

/**
 * Without a document (a page drawn on the server) this is the default: the server's renderer calls the
 * API through a client of its own (src/app/server-render.tsx).
 */
export function readApiBaseUrl(doc: Document | undefined = globalThis.document): string {
  let raw: unknown = {};
  try {
    raw = JSON.parse(doc?.getElementById('callout-config')?.textContent ?? '{}');
  } catch {
    // A broken config block must not blank the module; the default matches the server's layout.
  }
  const parsed = configSchema.safeParse(raw);
  const base = parsed.success ? parsed.data.apiBaseUrl : '/api';
  return new URL(base, doc?.location?.origin ?? 'http://localhost').href.replace(/\/$/, '');
}
