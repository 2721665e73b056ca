// What a device's `/remotes.json` (device-manifest.ts) reads: each module's live version, its canary with its
// share, and the version the signed-in account is pinned at, each with its descriptor.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { Queryable } from '../../../infra/db/database';

type Descriptor = RemotesManifest['remotes'][0];

export interface ModuleVersionRow {
  module: string;
  live: string;
  live_descriptor: Descriptor;
  canary: string | null;
  share: number | null;
  canary_descriptor: Descriptor | null;
  pinned: string | null;
  pinned_descriptor: Descriptor | null;
}

/** Every live module with its canary and the pin of the session whose token hashes to `tokenHash` ('' for none). */
export function moduleVersionRows(db: Queryable, tokenHash: string): Promise<ModuleVersionRow[]> {
  return db.query<ModuleVersionRow>(
    `WITH pinned AS (
       SELECT p.module, p.version FROM module_pins p JOIN sessions s ON s.account_id = p.account_id
       WHERE s.token_hash = $1 AND s.expires_at > now()
     )
     SELECT l.module, l.version AS live, lv.descriptor AS live_descriptor,
       c.version AS canary, c.share, cv.descriptor AS canary_descriptor,
       p.version AS pinned, pv.descriptor AS pinned_descriptor
     FROM module_live l
     JOIN module_versions lv ON lv.module = l.module AND lv.version = l.version
     LEFT JOIN module_canaries c ON c.module = l.module
     LEFT JOIN module_versions cv ON cv.module = c.module AND cv.version = c.version
     LEFT JOIN pinned p ON p.module = l.module
     LEFT JOIN module_versions pv ON pv.module = p.module AND pv.version = p.version
     ORDER BY l.module`,
    [tokenHash],
  );
}
