// Creates the embedded database of an empty DATA_DIR from a backup, then opens it the way the server will:
// migrations applied (a backup of an older release is brought up to this one) and the data readable.
import { access, readdir, rm } from 'node:fs/promises';
import { type DatabaseSource, openDatabase, pgliteDir } from '../db/database';
import { migrate } from '../db/migrate';
import { verifyBackupFile } from './backup-file';
import { backupMessages } from './backup-messages';
import { holdsCalloutDatabase, restoredFigures } from './backup-store';

export interface RestoreReport {
  checksumVerified: boolean;
  /** Migrations this release applied on top of the backup's (empty when it was of the same release). */
  migrated: string[];
  latestMigration: string;
  accounts: number;
  orders: number;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export async function restoreDataDir(source: DatabaseSource, file: string): Promise<RestoreReport> {
  if (!(await isEmptyOrMissing(source.DATA_DIR)))
    throw new Error(backupMessages.dataDirNotEmpty(source.DATA_DIR));
  await access(file);
  const checksumVerified = await verifyBackupFile(file);
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    db = await openDatabase({ DATA_DIR: source.DATA_DIR }, { restoreFrom: file });
    // A tarball of something else unpacks too, and PGlite then makes a new, empty database.
    if (!(await holdsCalloutDatabase(db))) throw new Error('it holds no Callout database.');
    const migrated = await migrate(db);
    const counts = await restoredFigures(db);
    return {
      checksumVerified,
      migrated,
      latestMigration: counts?.latest ?? '',
      accounts: counts?.accounts ?? 0,
      orders: counts?.orders ?? 0,
    };
  } catch (error) {
    // The folder was empty: leave it so, for the next try.
    await db?.close().catch(() => undefined);
    db = undefined;
    await rm(pgliteDir(source.DATA_DIR), { recursive: true, force: true });
    throw new Error(backupMessages.notABackup(file, (error as Error).message));
  } finally {
    await db?.close();
  }
}
