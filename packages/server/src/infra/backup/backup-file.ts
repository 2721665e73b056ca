// A backup file on disk: the database's gzipped tarball, written whole or not at all (temporary file,
// fsync, rename), beside a `FILE.sha256` in sha256sum's format so `sha256sum -c` checks it too.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { backupMessages } from './backup-messages';

export const checksumFileOf = (file: string) => `${file}.sha256`;

/** Writes `chunks` to `file`; `expectedSha256` (from the server) must match what arrived. Returns its hash. */
export async function writeBackupFile(
  file: string,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  expectedSha256?: string,
): Promise<{ sha256: string; bytes: number }> {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    const handle = await open(temporary, 'w', 0o600);
    try {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        await handle.write(chunk);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    const sha256 = hash.digest('hex');
    if (expectedSha256 !== undefined && expectedSha256 !== sha256) {
      throw new Error(backupMessages.transferDamaged);
    }
    await writeWhole(checksumFileOf(file), `${sha256}  ${basename(file)}\n`);
    await rename(temporary, file);
    return { sha256, bytes };
  } finally {
    await rm(temporary, { force: true });
  }
}

async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.partial`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Checks `file` against its `.sha256` when there is one (throws when they differ); returns whether it
 * could. Without one, gzip's own check still catches a damaged file when it is unpacked.
 */
export async function verifyBackupFile(file: string): Promise<boolean> {
  let expected: string | undefined;
  try {
    expected = /^[0-9a-f]{64}/.exec(await readFile(checksumFileOf(file), 'utf8'))?.[0];
  } catch {
    return false;
  }
  if (expected !== (await sha256Of(file))) throw new Error(backupMessages.checksumMismatch(file));
  return true;
}
