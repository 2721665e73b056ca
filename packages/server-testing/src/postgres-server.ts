// A PostgreSQL server for a suite that needs one whatever the environment: TEST_DATABASE_URL's when it is
// set (npm test starts one), otherwise a throwaway one of the suite's own (scripts/postgres.mjs), so the
// suite runs rather than skips. `own` always starts one of its own, for a suite that shuts it down.
import { startTestPostgres, type TestPostgres } from '../../../scripts/postgres.mjs';

export type { TestPostgres };

export function postgresServer({ own = false }: { own?: boolean } = {}): Promise<TestPostgres> {
  return startTestPostgres({ own });
}
