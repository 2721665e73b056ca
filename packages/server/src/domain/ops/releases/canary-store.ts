// Canaries, promotions, rollbacks and pins: which version of a module each device and account gets. A
// canary serves a stored version to a share of devices, chosen by the bucket a device's cookie holds, while
// the live version serves the rest; accounts pinned at a version get it whatever is live. All of it lives in
// the release store's tables, so every instance answers a device the same way at the same moment.

import { ApiError } from '../../../errors';
import type { Database, Queryable } from '../../../infra/db/database';
import { queueMail } from '../../../infra/mail/mail-queue';
import { writerFor } from '../../../infra/texts/writer';
import { languagesOf } from '../../accounts/account-language';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { notifyMany } from '../../notifications/notify';
import { recordAudit } from '../audit-log-store';
import { releaseMessages } from './release-messages';
import { logAction, makeLive, type ReleaseAction } from './release-store';

export interface ModuleState {
  Module: string;
  Live: string;
  Canary: { Version: string; Share: number } | null;
}

/** Who rolls back a failing canary by itself: the server, not an operator. */
export const systemActor = 'system';

/**
 * The release token and the build folder are no operator's account: only operators' actions are audited,
 * and the server's own (an automatic rollback), under `system`.
 */
async function audit(tx: Queryable, actor: string, action: ReleaseAction, module: string, after: unknown) {
  const [operator] = await tx.query('SELECT 1 FROM accounts WHERE id = $1', [actor]);
  if (!operator && actor !== systemActor) return;
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

export interface FailingCanary {
  live: string;
  loads: number;
  problems: number;
}

/**
 * Ends a canary whose problems passed the limits, as an operator's rollback would, and tells every operator
 * (bell and mail). Only the instance whose delete takes the row does so: the others, judging the same
 * canary at the same moment, find it gone, and a canary of another version started meanwhile is left alone.
 */
export async function rollBackFailingCanary(
  db: Database,
  siteLinks: SiteLinks,
  module: string,
  version: string,
  limits: { errorRate: number; minLoads: number },
): Promise<FailingCanary | null> {
  return db.transaction(async (tx) => {
    const [ended] = await tx.query<{ loads: string | number; problems: string | number; live: string }>(
      `DELETE FROM module_canaries c USING module_live l
       WHERE c.module = $1 AND c.version = $2 AND l.module = c.module
         AND c.loads >= $3 AND c.problems >= c.loads * $4::float8
       RETURNING c.loads, c.problems, l.version AS live`,
      [module, version, limits.minLoads, limits.errorRate],
    );
    if (!ended) return null;
    const failing = { live: ended.live, loads: Number(ended.loads), problems: Number(ended.problems) };
    await logAction(tx, module, version, 'rollback', systemActor);
    await audit(tx, systemActor, 'rollback', module, { ended: version, ...failing });
    await tellOperators(tx, siteLinks, module, version, failing, limits);
    return failing;
  });
}

const releasesPage = '/ops/releases';

async function tellOperators(
  tx: Queryable,
  siteLinks: SiteLinks,
  module: string,
  version: string,
  failing: FailingCanary,
  limits: { errorRate: number; minLoads: number },
) {
  const operators = await tx.query<{ id: string; email: string | null }>(
    "SELECT id, email FROM accounts WHERE role = 'operator' AND deleted_at IS NULL",
  );
  const values = {
    module,
    version,
    live: failing.live,
    loads: failing.loads,
    problems: failing.problems,
    rate: Math.round(limits.errorRate * 1000) / 10,
    minLoads: limits.minLoads,
    link: siteLinks.pageUrl(releasesPage),
  };
  await notifyMany(
    tx,
    operators.map((operator) => operator.id),
    (w) => w.t('notices:operator.canaryRolledBack', values),
    releasesPage,
    { once: `canary-rollback:${module}:${version}:${failing.loads}` },
  );
  const readers = await languagesOf(
    tx,
    operators.map((operator) => operator.id),
  );
  for (const operator of operators) {
    if (!operator.email) continue;
    const w = writerFor(readers.get(operator.id));
    await queueMail(tx, {
      to: operator.email,
      subject: w.t('mails:canaryRollback.subject', values),
      text: w.t('mails:canaryRollback.body', values),
    });
  }
}
