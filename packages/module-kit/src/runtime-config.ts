// The run-time configuration the server writes into index.html (the `callout-config` script), read and
// validated here for every module. With zod's full API, which every page that calls the API loads for its
// answers anyway (zod/mini beside it would be a second copy of zod's core in the same chunk).
// The fields, defaults and rules are the shell's (shell/src/config/app-config.ts) and the server's env.ts.
import { openStreetMapTiles } from '@callout/contracts/map-tiles';
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().min(1).default('/api'),
  remotesManifestUrl: z.string().min(1).default('/remotes.json'),
  supportEmail: z.email().default('support@callout.co.uk'),
  supportPhone: z.string().min(1).default('+44 20 7946 0000'),
  companyNumber: z.string().min(1).default('15834012'),
  features: z.record(z.string(), z.boolean()).default({}),
  /** The maps' tile template (MAP_TILE_URL), or `none`; checked again where the map reads it. */
  mapTileUrl: z.string().min(1).default(openStreetMapTiles),
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
