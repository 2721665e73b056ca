// The run-time configuration the server writes into index.html (the `callout-config` script), read and
// validated here for every module. zod/mini keeps the check to a few kilobytes in each module's contract.
// The fields, defaults and rules are the shell's (shell/src/config/app-config.ts) and the server's env.ts.
import { openStreetMapTiles } from '@callout/contracts/map-tiles';
import * as z from 'zod/mini';

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z._default(z.string().check(z.minLength(1)), '/api'),
  remotesManifestUrl: z._default(z.string().check(z.minLength(1)), '/remotes.json'),
  supportEmail: z._default(z.email(), 'support@callout.co.uk'),
  supportPhone: z._default(z.string().check(z.minLength(1)), '+44 20 7946 0000'),
  companyNumber: z._default(z.string().check(z.minLength(1)), '15834012'),
  features: z._default(z.record(z.string(), z.boolean()), {}),
  /** The maps' tile template (MAP_TILE_URL), or `none`; checked again where the map reads it. */
  mapTileUrl: z._default(z.string().check(z.minLength(1)), openStreetMapTiles),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The page's configuration, or the defaults when it is missing or broken: the shell reports a bad one
 * already, and a module must not go blank over it. Without a document (a page drawn on the server) it is
 * the defaults too: the server's renderer calls the API through a client of its own.
 */
export function readRuntimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig {
  let raw: unknown = {};
  try {
    raw = JSON.parse(doc?.getElementById('callout-config')?.textContent ?? '{}');
  } catch {
    // Parsed as absent: the defaults match the server's layout.
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : runtimeConfigSchema.parse({});
}

/** The API's absolute root without a trailing slash, e.g. `https://callout.co.uk/api`. */
export function readApiBaseUrl(doc: Document | undefined = globalThis.document): string {
  const base = readRuntimeConfig(doc).apiBaseUrl;
  return new URL(base, doc?.location?.origin ?? 'http://localhost').href.replace(/\/$/, '');
}
