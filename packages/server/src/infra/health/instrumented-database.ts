// The database as the app uses it, timing every call for /metrics; callers see the same interface.
import type { Database, Queryable } from '../db/database';
import type { AppMetrics } from './metrics';

type Operation = 'query' | 'exec' | 'transaction';

export function instrumentDatabase(
  db: Database,
  { dbDuration, dbInFlight }: Pick<AppMetrics, 'dbDuration' | 'dbInFlight'>,
): Database {
  // In flight counts statements (inside transactions too), not the transactions around them.
  const timed = async <T>(operation: Operation, call: () => Promise<T>): Promise<T> => {
    const end = dbDuration.startTimer({ operation });
    const statement = operation !== 'transaction';
    if (statement) dbInFlight.inc();
    try {
      return await call();
    } finally {
      if (statement) dbInFlight.dec();
      end();
    }
  };
  const wrap = (target: Queryable): Queryable => ({
    query: (text, params) => timed('query', () => target.query(text, params)),
    exec: (text) => timed('exec', () => target.exec(text)),
  });
  return {
    kind: db.kind,
    ...wrap(db),
    transaction: (work) => timed('transaction', () => db.transaction((tx) => work(wrap(tx)))),
    close: () => db.close(),
    ...(db.poolUse ? { poolUse: db.poolUse.bind(db) } : {}),
    ...(db.backup ? { backup: db.backup.bind(db) } : {}),
    ...(db.direct ? { direct: db.direct.bind(db) } : {}),
  };
}
