// Grows a demo database to one of the scale benchmark's sizes (scripts/bench/support/scale-seed.mjs), from
// the command line, for a database the server has already migrated and seeded in demo mode:
//
//   DATA_DIR=… node --import tsx src/infra/db/scale/seed-scale.ts journey   (or DATABASE_URL=…)
//
// The journeys of long histories (e2e/tests/long-history.spec.ts) run it between two starts of a server of
// their own: with the embedded database the server must be stopped first (one process owns its files).
import { scaleSeedStatements, sizeCounts } from '../../../../../../scripts/bench/support/scale-seed.mjs';
import { openDatabase } from '../database';

const [size = ''] = process.argv.slice(2);
const counts = sizeCounts(size);
const { DATA_DIR = '', DATABASE_URL } = process.env;
if (!counts || !(DATA_DIR || DATABASE_URL)) {
  console.error(
    'Usage: DATA_DIR=<dir> (or DATABASE_URL=<url>) seed-scale.ts <size>, a size of ' +
      'scripts/bench/support/scale-seed.mjs other than S',
  );
  process.exit(2);
}
const db = await openDatabase({ DATA_DIR, DATABASE_URL });
try {
  await db.transaction(async (tx) => {
    for (const statement of scaleSeedStatements(size)) await tx.query(statement);
  });
  console.log(`Seeded size ${size}: ${JSON.stringify(counts)}`);
} finally {
  await db.close();
}
