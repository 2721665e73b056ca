// Migrations are forward-only: a released file has run on databases that will never run it again, so an
// edit would leave them with a schema the code does not expect. migrations.lock.json holds the SHA-256 of
// every released file; this test fails when one changes or goes, and names a new file's line to add.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const migrationsDir = new URL('./migrations/', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('./migrations.lock.json', import.meta.url), 'utf8')) as {
  migrations: Record<string, string>;
};

/** Of the text with LF line ends, so a checkout that turned them into CRLF hashes the same. */
const hashOf = (name: string) =>
  createHash('sha256')
    .update(readFileSync(new URL(name, migrationsDir), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

const files = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort();

describe('released migrations', () => {
  it('are never edited or removed', () => {
    const problems = Object.entries(lock.migrations).flatMap(([name, sha256]) => {
      if (!files.includes(name)) {
        return [`${name} was released and is gone: restore it (databases have applied it; ids must stay).`];
      }
      if (hashOf(name) === sha256) return [];
      return [
        `${name} was changed after it was released. Databases that applied it will never run it again, so ` +
          `restore it (git checkout -- packages/server/src/infra/db/migrations/${name}) and put the change in a ` +
          'new, higher-numbered migration file instead.',
      ];
    });
    expect(problems).toEqual([]);
  });

  it('are all in the lock', () => {
    const missing = files
      .filter((name) => !(name in lock.migrations))
      .map(
        (name) =>
          `New migration ${name}: once it is final, add "${name}": "${hashOf(name)}" to ` +
          'packages/server/src/infra/db/migrations.lock.json (after that it must never change).',
      );
    expect(missing).toEqual([]);
  });
});
