// The databases the integration suites run against: always embedded PGlite in a temporary DATA_DIR, and a
// PostgreSQL server too when TEST_DATABASE_URL is set. Every run gets a database of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTestDatabaseUrl } from '@callout/server/env';
import pg from 'pg';

export interface TestDatabase {
  /** Environment entries that point the server at this database. */
  vars: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

export interface Backend {
  name: string;
  create(): Promise<TestDatabase>;
}

const pglite: Backend = {
  name: 'PGlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'callout-test-'));
    return { vars: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

/** Throwaway databases on the PostgreSQL server at `serverUrl`. */
export function postgresOn(serverUrl: string): Backend {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `callout_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const dir = mkdtempSync(join(tmpdir(), 'callout-test-'));
      return {
        vars: { DATA_DIR: dir, DATABASE_URL: url.toString() },
        async drop() {
          const client = new pg.Client({ connectionString: serverUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

const serverUrl = readTestDatabaseUrl();
/** Set when TEST_DATABASE_URL is: for suites that only make sense on a database server (scale/). */
export const postgresBackend: Backend | undefined = serverUrl ? postgresOn(serverUrl) : undefined;
export const backends: Backend[] = postgresBackend ? [pglite, postgresBackend] : [pglite];
