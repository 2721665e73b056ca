import { z } from 'zod';
import { evaluationBreak } from './evaluation-break';
import { moduleNamePattern } from './module-contract';

await evaluationBreak();

/** A version of a module: the first 12 hex digits of the hash of its files (see `moduleVersionOf`). */
export const moduleVersionPattern = /^[0-9a-f]{12}$/;

const canaryError = 'A canary is a whole percentage of devices, 1 to 99.';

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
  /**
   * A share of devices, in whole percent (1 to 99), to get this version first while the live one stays for
   * the rest; absent, the version goes live for every device.
   */
  canary: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[0-9]{1,3}$/)
          .transform(Number),
      ],
      { error: canaryError },
    )
    .pipe(
      z.number().int({ error: canaryError }).min(1, { error: canaryError }).max(99, { error: canaryError }),
    )
    .optional(),
});

export const moduleReleaseSchema = z.object({
  Module: z.string(),
  Version: z.string(),
  /** False when that version was already live. */
  Changed: z.boolean(),
  /** The share of devices, when the version went out as a canary. */
  Canary: z.number().optional(),
});

/** POST /api/ops/module-releases/:module/promote and /rollback: who gets which version afterwards. */
export const moduleReleaseParamsSchema = z.object({
  module: z
    .string()
    .max(40)
    .regex(moduleNamePattern, { error: 'Please give a module name: mf- and lower-case words.' }),
});

export const moduleStateSchema = z.object({
  Module: z.string(),
  /** The version every device gets (but those in the canary and pinned accounts). */
  Live: z.string(),
  Canary: z.object({ Version: z.string(), Share: z.number() }).nullable(),
});

/** POST /api/ops/module-releases/pins: an account held at one version of a module; no version lets go. */
export const modulePinBodySchema = z.object({
  module: moduleReleaseParamsSchema.shape.module,
  email: z.email({ error: 'Please give the email address of an account.' }).max(254),
  version: z
    .string()
    .regex(moduleVersionPattern, { error: 'A version is 12 hex digits, the hash of its files.' })
    .optional(),
});

export const modulePinSchema = z.object({
  Module: z.string(),
  Version: z.string(),
  AccountID: z.string(),
  Email: z.string().nullable(),
  PinnedAt: z.string(),
  PinnedBy: z.string(),
});

export const moduleReleaseLogEntrySchema = z.object({
  At: z.string(),
  Module: z.string(),
  Version: z.string(),
  Action: z.enum(['upload', 'release', 'canary', 'promote', 'rollback', 'pin', 'unpin']),
  Actor: z.string(),
  /** A canary's share of devices, in percent. */
  Share: z.number().nullable().optional(),
});

export const moduleVersionSummarySchema = z.object({
  Version: z.string(),
  CreatedAt: z.string(),
  CreatedBy: z.string(),
  Live: z.boolean(),
  /** The share of devices getting this version as a canary; absent when it is none. */
  CanaryShare: z.number().optional(),
  /** Page loads that got this version, and its load failures and errors caught, on every instance. */
  Health: z.object({ Loads: z.number(), LoadFailures: z.number(), Errors: z.number() }).optional(),
  BuiltAgainst: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /api/ops/module-releases: each module's kept versions, which is live, and who did what when. */
export const moduleReleasesSchema = z.object({
  modules: z.array(z.object({ Module: z.string(), Versions: z.array(moduleVersionSummarySchema) })),
  log: z.array(moduleReleaseLogEntrySchema),
  /** Accounts held at one version of a module, for testing. */
  pins: z.array(modulePinSchema).optional(),
});
export type ModuleReleases = z.infer<typeof moduleReleasesSchema>;

/** The order a version's files are hashed in and how: the same in the release command and the server. */
export function versionInput(files: readonly { path: string; sha256: string }[]): string {
  return [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => `${file.path}\0${file.sha256}\n`)
    .join('');
}

/** What went wrong with a module in a page: its entry, a chunk or its contract failed to load, or it threw. */
export const moduleProblemKinds = ['entry', 'chunk', 'contract', 'error'] as const;

/**
 * POST /api/module-health: one problem of one version of a module, as the shell reports it. Nothing about
 * the person or the page: no account, no address, no text.
 */
export const moduleHealthReportSchema = z.object({
  module: moduleReleaseParamsSchema.shape.module,
  version: z
    .string()
    .regex(moduleVersionPattern, { error: 'A version is 12 hex digits, the hash of its files.' }),
  kind: z.enum(moduleProblemKinds, { error: 'Please give entry, chunk, contract or error.' }),
  /**
   * The module's `assignment` from `/remotes.json`, as the shell got it: a report without it, or with one
   * the server did not sign for this module and version, is taken but not counted (the body limit bounds
   * its length).
   */
  assignment: z.string().optional(),
});
export type ModuleHealthReport = z.infer<typeof moduleHealthReportSchema>;
