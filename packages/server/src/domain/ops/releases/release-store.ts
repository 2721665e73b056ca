// The release store: every version of every module with its files, which version is live, and who uploaded
// and released what when. It lives in the database, so every instance serves the same versions and switches
// at the same moment. A version is never changed once stored; older ones are kept for a while (keptVersions)
// so a page opened before a release still loads its own chunks.
import type { ModuleReleases } from '@callout/contracts/module-releases';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { Database, Queryable } from '../../../infra/db/database';
import { isoTimestamp } from '../../orders/order-store';
import { type BuildFile, type CheckedBuild, checkBuild, moduleVersionOf } from './module-build';

/**
 * Which of a module's versions stay served after they stop being live: the 10 newest, and any of the last
 * 14 days, up to 30 in all (a module rebuilt all day into its folder by `pnpm dev` does not fill the
 * database).
 */
export const keptVersions = { days: 14, count: 10, most: 30 } as const;

interface VersionRow {
  module: string;
  version: string;
  descriptor: unknown;
  built_against: Record<string, unknown> | null;
  created_at: Date | string;
  created_by: string;
}

/**
 * Stores a checked build as a version (nothing happens when that version is stored already: its files are
 * the same by its name). Returns the version and what the check read.
 */
export async function storeVersion(
  db: Database,
  module: string,
  files: readonly BuildFile[],
  actor: string,
  checked: CheckedBuild = checkBuild(module, files),
): Promise<{ version: string; stored: boolean }> {
  const version = moduleVersionOf(files);
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx.query<{ version: string }>(
      `INSERT INTO module_versions (module, version, descriptor, built_against, created_by)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
       ON CONFLICT (module, version) DO NOTHING RETURNING version`,
      [
        module,
        version,
        JSON.stringify(checked.descriptor),
        checked.builtAgainst === null ? null : JSON.stringify(checked.builtAgainst),
        actor,
      ],
    );
    if (inserted.length === 0) return false;
    for (const file of files) {
      await tx.query(
        `INSERT INTO module_version_files (module, version, path, sha256, body)
         VALUES ($1, $2, $3, $4, decode($5, 'base64'))`,
        [module, version, file.path, file.sha256, file.body.toString('base64')],
      );
    }
    await logAction(tx, module, version, 'upload', actor);
    return true;
  });
  return { version, stored };
}

export type ReleaseAction = ModuleReleases['log'][0]['Action'];

export async function logAction(
  tx: Queryable,
  module: string,
  version: string,
  action: ReleaseAction,
  actor: string,
  extra: { share?: number; accountId?: string } = {},
) {
  await tx.query(
    `INSERT INTO module_release_log (module, version, action, actor, share, account_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [module, version, action, actor, extra.share ?? null, extra.accountId ?? null],
  );
}

/**
 * Makes a stored version the module's live one, for every instance at once, ends any canary of the module
 * (a release for every device supersedes it), and lets go of versions older than the kept ones. False when
 * it was live already; throws when the version is not stored.
 */
export async function releaseVersion(
  db: Database,
  module: string,
  version: string,
  actor: string,
  action: 'release' | 'promote' | 'rollback' = 'release',
): Promise<boolean> {
  return db.transaction((tx) => makeLive(tx, module, version, actor, action));
}

/** releaseVersion inside the caller's transaction. */
export async function makeLive(
  tx: Queryable,
  module: string,
  version: string,
  actor: string,
  action: 'release' | 'promote' | 'rollback',
): Promise<boolean> {
  const [known] = await tx.query<{ version: string }>(
    'SELECT version FROM module_versions WHERE module = $1 AND version = $2',
    [module, version],
  );
  if (!known) throw new Error(`no version ${version} of ${module}`);
  const changed = await tx.query<{ module: string }>(
    `INSERT INTO module_live (module, version, released_by) VALUES ($1, $2, $3)
     ON CONFLICT (module) DO UPDATE SET version = excluded.version, released_at = now(),
       released_by = excluded.released_by
     WHERE module_live.version IS DISTINCT FROM excluded.version
     RETURNING module`,
    [module, version, actor],
  );
  if (changed.length === 0) return false;
  await logAction(tx, module, version, action, actor);
  await tx.query('DELETE FROM module_canaries WHERE module = $1', [module]);
  // A version an account is pinned at stays, until the pin is taken off.
  await tx.query(
    `DELETE FROM module_versions v
     WHERE v.module = $1
       AND v.version <> $2
       AND v.version NOT IN (SELECT version FROM module_pins WHERE module = $1)
       AND v.version NOT IN (
         SELECT version FROM module_versions WHERE module = $1 ORDER BY created_at DESC, version LIMIT $4
       )
       AND (v.created_at < now() - make_interval(days => $3::int)
         OR v.version NOT IN (
           SELECT version FROM module_versions WHERE module = $1 ORDER BY created_at DESC, version LIMIT $5
         ))`,
    [module, version, keptVersions.days, keptVersions.count, keptVersions.most],
  );
  return true;
}

/** `/remotes.json`: each module at its live version. */
export async function liveManifest(db: Queryable): Promise<RemotesManifest> {
  const rows = await db.query<{ module: string; version: string; descriptor: RemotesManifest['remotes'][0] }>(
    `SELECT l.module, l.version, v.descriptor FROM module_live l
     JOIN module_versions v ON v.module = l.module AND v.version = l.version
     ORDER BY l.module`,
  );
  return {
    remotes: rows.map((row) => ({
      ...row.descriptor,
      entry: `/remotes/${row.module}/assets/remoteEntry.js`,
      version: row.version,
    })),
  };
}

export async function isStored(db: Queryable, module: string, version: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM module_versions WHERE module = $1 AND version = $2', [
    module,
    version,
  ]);
  return rows.length > 0;
}

export async function liveVersion(db: Queryable, module: string): Promise<string | null> {
  const [row] = await db.query<{ version: string }>('SELECT version FROM module_live WHERE module = $1', [
    module,
  ]);
  return row?.version ?? null;
}

/**
 * The kept version of `module` holding `path`: the live one when it does, else the newest. A chunk's name
 * carries its content's hash, so a page of an older version finds its chunk here after a release.
 */
export async function versionHolding(db: Queryable, module: string, path: string): Promise<string | null> {
  const [row] = await db.query<{ version: string }>(
    `SELECT f.version FROM module_version_files f
     JOIN module_versions v ON v.module = f.module AND v.version = f.version
     LEFT JOIN module_live l ON l.module = f.module AND l.version = f.version
     WHERE f.module = $1 AND f.path = $2
     ORDER BY (l.module IS NOT NULL) DESC, v.created_at DESC LIMIT 1`,
    [module, path],
  );
  return row?.version ?? null;
}

/** The paths and hashes of a version's files (empty when the version is not kept). */
export async function versionIndex(
  db: Queryable,
  module: string,
  version: string,
): Promise<Map<string, string>> {
  const rows = await db.query<{ path: string; sha256: string }>(
    'SELECT path, sha256 FROM module_version_files WHERE module = $1 AND version = $2',
    [module, version],
  );
  return new Map(rows.map((row) => [row.path, row.sha256]));
}

export async function versionFileBody(
  db: Queryable,
  module: string,
  version: string,
  path: string,
): Promise<Buffer | null> {
  // As base64 text: both databases hand text over the same way, bytes each their own.
  const [row] = await db.query<{ body: string }>(
    `SELECT encode(body, 'base64') AS body FROM module_version_files
     WHERE module = $1 AND version = $2 AND path = $3`,
    [module, version, path],
  );
  return row ? Buffer.from(row.body, 'base64') : null;
}

const releaseActions: readonly ReleaseAction[] = [
  'upload',
  'release',
  'canary',
  'promote',
  'rollback',
  'pin',
  'unpin',
];

/**
 * Every kept version of every module, newest first, which is live and which in canary, the last 100
 * entries of the release log, and the accounts pinned at a version.
 */
export async function listReleases(db: Queryable): Promise<ModuleReleases> {
  const versions = await db.query<
    VersionRow & {
      live: boolean;
      share: number | null;
      loads: string | null;
      load_failures: string | null;
      errors: string | null;
    }
  >(
    `SELECT v.module, v.version, v.built_against, ${isoTimestamp('v.created_at')} AS created_at, v.created_by,
       (l.module IS NOT NULL) AS live, c.share, h.loads, h.load_failures, h.errors
     FROM module_versions v LEFT JOIN module_live l ON l.module = v.module AND l.version = v.version
     LEFT JOIN module_canaries c ON c.module = v.module AND c.version = v.version
     LEFT JOIN module_version_health h ON h.module = v.module AND h.version = v.version
     ORDER BY v.module, v.created_at DESC, v.version`,
  );
  const log = await db.query<{
    at: Date | string;
    module: string;
    version: string;
    action: string;
    actor: string;
    share: number | null;
  }>(
    `SELECT ${isoTimestamp('at')} AS at, module, version, action, actor, share FROM module_release_log
     ORDER BY at DESC, id DESC LIMIT 100`,
  );
  const pins = await db.query<{
    module: string;
    version: string;
    account_id: string;
    email: string | null;
    pinned_at: string;
    pinned_by: string;
  }>(
    `SELECT p.module, p.version, p.account_id, a.email, ${isoTimestamp('p.pinned_at')} AS pinned_at,
       p.pinned_by
     FROM module_pins p JOIN accounts a ON a.id = p.account_id ORDER BY p.module, p.pinned_at DESC`,
  );
  const modules = new Map<string, ModuleReleases['modules'][0]>();
  for (const row of versions) {
    const entry = modules.get(row.module) ?? { Module: row.module, Versions: [] };
    modules.set(row.module, entry);
    entry.Versions.push({
      Version: row.version,
      CreatedAt: String(row.created_at),
      CreatedBy: row.created_by,
      Live: row.live,
      ...(row.share === null ? {} : { CanaryShare: Number(row.share) }),
      Health: {
        Loads: Number(row.loads ?? 0),
        LoadFailures: Number(row.load_failures ?? 0),
        Errors: Number(row.errors ?? 0),
      },
      BuiltAgainst: row.built_against,
    });
  }
  return {
    modules: [...modules.values()],
    log: log.map((row) => ({
      At: String(row.at),
      Module: row.module,
      Version: row.version,
      Action: releaseActions.find((action) => action === row.action) ?? 'upload',
      Actor: row.actor,
      Share: row.share === null ? null : Number(row.share),
    })),
    pins: pins.map((row) => ({
      Module: row.module,
      Version: row.version,
      AccountID: row.account_id,
      Email: row.email,
      PinnedAt: String(row.pinned_at),
      PinnedBy: row.pinned_by,
    })),
  };
}
