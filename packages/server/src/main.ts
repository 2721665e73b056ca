// The server's entry point. It loads little: the settings are checked, and the database starts opening (and
// migrating) on its own thread (embedded PGlite) or pool (PostgreSQL) while the app's code (serve.ts and
// everything it imports) loads, so the two overlap instead of taking turns.
//
//   node dist/main.mjs            serve (migrating first, as every instance does)
//   node dist/main.mjs migrate    apply the migrations and exit: a deployment's one-off step before the
//                                 instances start (compose's migrate service, the Kubernetes Job)

import { type Env, productionGaps, readEnv } from './env';
import { type Database, openDatabase } from './infra/db/database';
import { migrate } from './infra/db/migrate';
import { startupNote, startupPhase } from './infra/health/startup-timing';

startupPhase('Node started, entry point loaded');

const migrateOnly = process.argv[2] === 'migrate';

/** A bad or missing setting stops the server before it opens anything, with one line per problem. */
function environmentOrExit(): Env {
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Migrating needs the database alone: mail and payment settings are the serving instances' business.
  const gaps = migrateOnly ? [] : productionGaps(env);
  if (gaps.length > 0) {
    for (const gap of gaps) console.error(gap);
    process.exit(1);
  }
  return env;
}

const env = environmentOrExit();
startupPhase('settings read');
// Migrated here too, so a release's migrations (or, on a current database, the check that finds none to
// apply) also run while the app's code loads; the app's own check then finds nothing to do.
const opening: Promise<Database> = openDatabase(env).then(async (db) => {
  await migrate(db);
  startupNote(`database open and migrated ${performance.now().toFixed(0)} ms after the process started`);
  return db;
});
if (migrateOnly) {
  const db = await opening;
  await db.close();
  console.log('migrations applied');
} else {
  // Awaited by the app; until then a failure must not count as unhandled.
  opening.catch(() => undefined);
  const { serve } = await import('./serve');
  startupPhase('app code loaded');
  await serve(env, opening);
}
