import { z } from 'zod';
import { evaluationBreak } from './evaluation-break';
import { moduleNamePattern } from './module-contract';

await evaluationBreak();

/** A version of a module: the first 12 hex digits of the hash of its files (see `moduleVersionOf`). */
export const moduleVersionPattern = /^[0-9a-f]{12}$/;

/** One file of a module's build, as `npm run release` uploads it. */
export const uploadedFileSchema = z.object({
  /** Relative to the build folder, e.g. `assets/remoteEntry.js`. */
  path: z.string().min(1).max(300),
  /** Hex SHA-256 of the file's bytes, checked against them. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  base64: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * POST /api/ops/module-releases: a module's build, uploaded, checked and made live. `files` is the list of
 * uploaded files as JSON text (one string, so the request is a flat form of three fields).
 */
export const moduleReleaseBodySchema = z.object({
  module: z
    .string()
    .max(40)
    .regex(moduleNamePattern, { error: 'Please give a module name: mf- and lower-case words.' }),
  version: z
    .string()
    .regex(moduleVersionPattern, { error: 'A version is 12 hex digits, the hash of its files.' }),
  files: z.string().min(2),
});

export const moduleReleaseSchema = z.object({
  Module: z.string(),
  Version: z.string(),
  /** False when that version was already live. */
  Changed: z.boolean(),
});

export const moduleReleaseLogEntrySchema = z.object({
  At: z.string(),
  Module: z.string(),
  Version: z.string(),
  Action: z.enum(['upload', 'release']),
  Actor: z.string(),
});

export const moduleVersionSummarySchema = z.object({
  Version: z.string(),
  CreatedAt: z.string(),
  CreatedBy: z.string(),
  Live: z.boolean(),
  BuiltAgainst: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /api/ops/module-releases: each module's kept versions, which is live, and who did what when. */
export const moduleReleasesSchema = z.object({
  modules: z.array(z.object({ Module: z.string(), Versions: z.array(moduleVersionSummarySchema) })),
  log: z.array(moduleReleaseLogEntrySchema),
});

/** The order a version's files are hashed in and how: the same in the release command and the server. */
export function versionInput(files: readonly { path: string; sha256: string }[]): string {
  return [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => `${file.path}\0${file.sha256}\n`)
    .join('');
}
