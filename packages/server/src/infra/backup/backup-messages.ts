// What the backup endpoint and the backup commands say, in one place.
export const backupMessages = {
  usePgDump:
    'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump, e.g. ' +
    'pg_dump --format=custom --file=callout.dump "$DATABASE_URL" (README, Backups).',
  usePgRestore:
    'DATABASE_URL is set: restore a PostgreSQL dump with pg_restore, e.g. ' +
    'pg_restore --clean --dbname="$DATABASE_URL" callout.dump (README, Backups).',
  checksumMismatch: (file: string) =>
    `${file} does not match its checksum (${file}.sha256): the copy is damaged. Use another backup.`,
  transferDamaged:
    'The backup arrived damaged (its checksum does not match what the server sent). Try again.',
  dataDirNotEmpty: (dir: string) =>
    `DATA_DIR ${dir} is not empty. Restore only into an empty folder: move the current one aside first ` +
    '(or point DATA_DIR at a new folder).',
  noDatabase: (dir: string) => `There is no database in DATA_DIR ${dir} to back up.`,
  notABackup: (file: string, why: string) => `${file} could not be restored: ${why}`,
};
