// The session check's memory: which account a token's session belongs to, kept for a few
// seconds, so a signed-in request reads only its account's row (one lookup by primary key, which also
// refuses a deleted or suspended account at once). Ending an account's sessions anywhere (logout, password
// reset, suspension, deletion) is announced on the change bus and forgotten here before the next request;
// while the bus cannot hear, nothing is kept.
import type { ChangeBus } from '../../../infra/cache/change-bus';
import type { Queryable } from '../../../infra/db/database';

/** How long a session, once found, is trusted without reading the sessions table again. */
export const sessionMemoryMs = 5000;
/** Sessions kept at most (the oldest go first). */
const maxSessions = 20_000;

export interface KnownSession {
  accountId: string;
  role: string;
  /** When the session itself expires (ms since the epoch). */
  expiresMs: number;
  /** The account's chosen language (null: none), which its answers' messages are written in. */
  language?: string | null;
}

export interface SessionCache {
  /** The session of this token hash, if kept and still fresh. */
  find(tokenHash: string): KnownSession | null;
  /** A mark to pass to `keep`: a session read before a change announced after the mark is not kept. */
  mark(): number;
  keep(tokenHash: string, session: KnownSession, mark: number): void;
}

const caches = new WeakMap<Queryable, SessionCache>();

/** The session cache of the app whose database is `db` (none for a transaction or a tool's database). */
export const sessionCacheOf = (db: Queryable): SessionCache | undefined => caches.get(db);

export function cacheSessions(db: Queryable, bus: ChangeBus, memoryMs = sessionMemoryMs): SessionCache {
  let generation = 0;
  const kept = new Map<string, KnownSession & { until: number }>();
  bus.on((change) => {
    if (change !== 'lost' && change.kind !== 'sessions') return;
    generation += 1;
    if (change === 'lost') kept.clear();
    else for (const [hash, session] of kept) if (session.accountId === change.accountId) kept.delete(hash);
  });
  const cache: SessionCache = {
    find(tokenHash) {
      const session = kept.get(tokenHash);
      if (!session) return null;
      const now = Date.now();
      if (session.until > now && session.expiresMs > now && bus.healthy()) return session;
      kept.delete(tokenHash);
      return null;
    },
    mark: () => generation,
    keep(tokenHash, session, mark) {
      if (mark !== generation || !bus.healthy()) return;
      if (kept.size >= maxSessions) kept.delete(kept.keys().next().value as string);
      kept.set(tokenHash, { ...session, until: Date.now() + memoryMs });
    },
  };
  caches.set(db, cache);
  return cache;
}
