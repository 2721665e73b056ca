// backup:create and backup:restore of the operator CLI. The running server makes the copy
// (GET /api/ops/backup), since only one process may open the embedded database; with no server answering,
// the CLI opens DATA_DIR itself. With PostgreSQL they point at pg_dump and pg_restore.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupChecksumHeader } from '../http/routes/ops/ops-backup';
import { writeBackupFile } from '../infra/backup/backup-file';
import { backupMessages } from '../infra/backup/backup-messages';
import { restoreDataDir } from '../infra/backup/restore-data-dir';
import { pgliteDir } from '../infra/db/database';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { cliMessages } from './cli-messages';
import type { ApiOptions } from './operator-api-commands';
import { readSessionFile } from './operator-session';

export const backupUsage = `
Backups of the embedded database (with DATABASE_URL use pg_dump and pg_restore):
  backup:create <file>    a consistent copy made by the running server (after login), or of DATA_DIR
                          itself when no server answers; writes <file> (.tar.gz) and <file>.sha256
  backup:restore <file>   creates the database of an empty DATA_DIR from a backup and checks it opens`;

const size = (bytes: number) =>
  `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;

async function save(
  file: string,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  expected?: string,
) {
  try {
    return await writeBackupFile(file, chunks, expected);
  } catch (error) {
    throw new CliError(cliMessages.cannotWrite(file, (error as Error).message));
  }
}

async function refusalOf(response: Response): Promise<CliError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : cliMessages.answered(response.status);
  return new CliError(`${message}${response.status === 401 ? ` ${cliMessages.runLogin}` : ''}`);
}

async function createBackup(io: CliIo, api: ApiOptions, [file]: string[]): Promise<void> {
  if (!file) throw new CliError('Usage: backup:create <file>');
  if (io.env.DATABASE_URL) throw new CliError(backupMessages.usePgDump);
  const target = resolve(file);
  const saved = await readSessionFile(api.sessionFile);
  const server = (api.server ?? saved?.server ?? `http://localhost:${io.env.PORT}`).replace(/\/$/, '');
  let response: Response | undefined;
  try {
    response = await io.fetch(`${server}/api/ops/backup`, {
      headers: saved ? { authorization: `Bearer ${saved.token}` } : {},
    });
  } catch {
    response = undefined; // nobody listens: the database is ours to open
  }
  if (response) {
    if (!response.ok || !response.body) throw await refusalOf(response);
    const expected = response.headers.get(backupChecksumHeader);
    if (!expected) throw new CliError(cliMessages.noChecksum);
    const written = await save(target, response.body as unknown as AsyncIterable<Uint8Array>, expected);
    io.out(
      `Backup made by ${server} written to ${target} (${size(written.bytes)}, sha256 ${written.sha256}).`,
    );
    return;
  }
  if (!existsSync(`${pgliteDir(io.env.DATA_DIR)}/PG_VERSION`)) {
    throw new CliError(backupMessages.noDatabase(io.env.DATA_DIR));
  }
  io.err(
    `No server answers at ${server}: copying DATA_DIR ${io.env.DATA_DIR} directly (keep the server stopped).`,
  );
  const db = await io.openDatabase();
  try {
    if (!db.backup) throw new CliError(backupMessages.usePgDump);
    const written = await save(target, [await db.backup()]);
    io.out(
      `Backup of ${io.env.DATA_DIR} written to ${target} (${size(written.bytes)}, sha256 ${written.sha256}).`,
    );
  } finally {
    await db.close();
  }
}

async function restoreBackup(io: CliIo, _api: ApiOptions, [file]: string[]): Promise<void> {
  if (!file) throw new CliError('Usage: backup:restore <file>');
  if (io.env.DATABASE_URL) throw new CliError(backupMessages.usePgRestore);
  const source = resolve(file);
  if (!existsSync(source)) throw new CliError(cliMessages.noSuchFile(source));
  let report: Awaited<ReturnType<typeof restoreDataDir>>;
  try {
    report = await restoreDataDir(io.env, source);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  io.out(
    `Restored ${source} into DATA_DIR ${io.env.DATA_DIR}: ${report.accounts} accounts, ${report.orders} orders.`,
  );
  io.out(
    report.checksumVerified
      ? 'The checksum matched.'
      : `No ${file}.sha256 beside it: the checksum was not checked (gzip's own check passed).`,
  );
  io.out(
    report.migrated.length > 0
      ? `Migrated from an older release: ${report.migrated.join(', ')}.`
      : `Schema up to date (${report.latestMigration}).`,
  );
  io.out('Start the server with this DATA_DIR.');
}

export const backupCommands = {
  'backup:create': createBackup,
  'backup:restore': restoreBackup,
};
