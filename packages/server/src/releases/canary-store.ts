// Canaries, promotions, rollbacks and pins: which version of a module each device and account gets. A
// canary serves a stored version to a share of devices, chosen by the bucket a device's cookie holds, while
// the live version serves the rest; accounts pinned at a version get it whatever is live. All of it lives in
// the release store's tables, so every instance answers a device the same way at the same moment.
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../errors';
import { recordAudit } from '../ops/audit-log';
import { releaseMessages } from './release-messages';
import { logAction, makeLive, type ReleaseAction } from './release-store';

export interface ModuleState {
  Module: string;
  Live: string;
  Canary: { Version: string; Share: number } | null;
}

/** The release token and the build folder are no operator's account: only operators' actions are audited. */
async function audit(tx: Queryable, actor: string, action: ReleaseAction, module: string, after: unknown) {
  const [operator] = await tx.query('SELECT 1 FROM accounts WHERE id = $1', [actor]);
  if (!operator) return;
  await recordAudit(tx, {
    operatorId: actor,
    action: `module.${action}`,
    subjectType: 'module',
    subjectId: module,
    after,
  });
}

async function lockedState(tx: Queryable, module: string): Promise<ModuleState> {
  const [row] = await tx.query<{ live: string; canary: string | null; share: number | null }>(
    `SELECT l.version AS live, c.version AS canary, c.share FROM module_live l
     LEFT JOIN module_canaries c ON c.module = l.module WHERE l.module = $1 FOR UPDATE OF l`,
    [module],
  );
  if (!row) throw new ApiError(404, releaseMessages.unknownModule(module));
  return {
    Module: module,
    Live: row.live,
    Canary: row.canary === null ? null : { Version: row.canary, Share: Number(row.share) },
  };
}

/** Serves a stored version to `share` percent of devices, the live version staying for the rest. */
export async function startCanary(
  db: Database,
  module: string,
  version: string,
  share: number,
  actor: string,
): Promise<ModuleState> {
  return db.transaction(async (tx) => {
    const [live] = await tx.query<{ version: string }>(
      'SELECT version FROM module_live WHERE module = $1 FOR UPDATE',
      [module],
    );
    if (!live) throw new ApiError(409, releaseMessages.canaryWithoutLive(module));
    if (live.version === version) throw new ApiError(409, releaseMessages.canaryIsLive(version));
    await tx.query(
      `INSERT INTO module_canaries (module, version, share, started_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (module) DO UPDATE SET version = excluded.version, share = excluded.share,
         started_at = now(), started_by = excluded.started_by`,
      [module, version, share, actor],
    );
    await logAction(tx, module, version, 'canary', actor, { share });
    await audit(tx, actor, 'canary', module, { version, share });
    return { Module: module, Live: live.version, Canary: { Version: version, Share: share } };
  });
}

/** The canary becomes the live version for every device. */
export async function promoteCanary(db: Database, module: string, actor: string): Promise<ModuleState> {
  return db.transaction(async (tx) => {
    const state = await lockedState(tx, module);
    if (!state.Canary) throw new ApiError(409, releaseMessages.noCanary(module));
    await makeLive(tx, module, state.Canary.Version, actor, 'promote');
    await audit(tx, actor, 'promote', module, { version: state.Canary.Version });
    return { Module: module, Live: state.Canary.Version, Canary: null };
  });
}

/**
 * Takes a module back: a canary ends, so every device gets the live version again; without a canary, the
 * version released before the current one becomes live again (the newest other version released to every
 * device and kept still; a second rollback therefore goes forward again).
 */
export async function rollBack(db: Database, module: string, actor: string): Promise<ModuleState> {
  return db.transaction(async (tx) => {
    const state = await lockedState(tx, module);
    if (state.Canary) {
      await tx.query('DELETE FROM module_canaries WHERE module = $1', [module]);
      await logAction(tx, module, state.Canary.Version, 'rollback', actor);
      await audit(tx, actor, 'rollback', module, { ended: state.Canary.Version, live: state.Live });
      return { Module: module, Live: state.Live, Canary: null };
    }
    const [previous] = await tx.query<{ version: string }>(
      `SELECT g.version FROM module_release_log g
       JOIN module_versions v ON v.module = g.module AND v.version = g.version
       WHERE g.module = $1 AND g.version <> $2 AND g.action IN ('release', 'promote')
       ORDER BY g.at DESC, g.id DESC LIMIT 1`,
      [module, state.Live],
    );
    if (!previous) throw new ApiError(409, releaseMessages.nothingToRollBackTo(module));
    await makeLive(tx, module, previous.version, actor, 'rollback');
    await audit(tx, actor, 'rollback', module, { from: state.Live, live: previous.version });
    return { Module: module, Live: previous.version, Canary: null };
  });
}

/** Holds an account at one version of a module (null lets go), whatever is live or in canary. */
export async function pinAccount(
  db: Database,
  module: string,
  email: string,
  version: string | null,
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.query<{ id: string }>(
      'SELECT id FROM accounts WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    if (!account) throw new ApiError(404, releaseMessages.unknownAccount);
    if (version === null) {
      const [removed] = await tx.query<{ version: string }>(
        'DELETE FROM module_pins WHERE account_id = $1 AND module = $2 RETURNING version',
        [account.id, module],
      );
      if (!removed) return;
      await logAction(tx, module, removed.version, 'unpin', actor, { accountId: account.id });
      await audit(tx, actor, 'unpin', module, { account: account.id, version: removed.version });
      return;
    }
    const [known] = await tx.query('SELECT 1 FROM module_versions WHERE module = $1 AND version = $2', [
      module,
      version,
    ]);
    if (!known) throw new ApiError(404, releaseMessages.unknownVersion);
    await tx.query(
      `INSERT INTO module_pins (account_id, module, version, pinned_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, module) DO UPDATE SET version = excluded.version, pinned_at = now(),
         pinned_by = excluded.pinned_by`,
      [account.id, module, version, actor],
    );
    await logAction(tx, module, version, 'pin', actor, { accountId: account.id });
    await audit(tx, actor, 'pin', module, { account: account.id, version });
  });
}
