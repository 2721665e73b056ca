// Expired sessions, spent codes and old rate-limit counters are pruned on a timer while the server runs, and
// the timer stops with the server. The interval is injected so the test waits milliseconds, not minutes.

import { backends } from '@callout/server-testing/backends';
import { client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { pruneExpired, startHousekeeping } from './housekeeping';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('housekeeping on $name', (backend) => {
  const { server } = suiteServer(backend);
  let accountId: string;
  beforeAll(async () => {
    const { email } = await signUp(client(server.app), 'user');
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    accountId = row?.id ?? '';
  }, 60_000);

  /** One stale and one live row in each table; returns the keys that tell them apart. */
  async function plantRows(tag: string) {
    const { db } = server;
    await db.query(
      `INSERT INTO sessions (token_hash, account_id, expires_at) VALUES
         ($1, $3, now() - interval '1 minute'), ($2, $3, now() + interval '1 day')`,
      [`${tag}-stale`, `${tag}-live`, accountId],
    );
    await db.query(
      `INSERT INTO one_time_codes (account_id, purpose, code_hash, expires_at) VALUES
         ($1, 'verify', $2, now() - interval '2 days'), ($1, 'verify', $3, now() + interval '5 minutes')`,
      [accountId, `${tag}-stale`, `${tag}-live`],
    );
    await db.query(
      `INSERT INTO rate_limits (key, window_started_at, hits) VALUES
         ($1, now() - interval '2 days', 3), ($2, now(), 1)`,
      [`${tag}-stale`, `${tag}-live`],
    );
  }

  async function left(tag: string) {
    const [row] = await server.db.query<{ sessions: string[]; codes: string[]; limits: string[] }>(
      `SELECT
         ARRAY(SELECT token_hash FROM sessions WHERE token_hash LIKE $1 ORDER BY 1) AS sessions,
         ARRAY(SELECT code_hash FROM one_time_codes WHERE code_hash LIKE $1 ORDER BY 1) AS codes,
         ARRAY(SELECT key FROM rate_limits WHERE key LIKE $1 ORDER BY 1) AS limits`,
      [`${tag}-%`],
    );
    return row;
  }

  it('prunes what has expired and keeps what is live', async () => {
    await plantRows('once');
    await pruneExpired(server.db);
    const live = ['once-live'];
    expect(await left('once')).toEqual({ sessions: live, codes: live, limits: live });
  });

  it('prunes on its timer while the app runs and stops when it closes', async () => {
    const app = Fastify();
    startHousekeeping(app, server, 20);
    await app.ready();
    await plantRows('timer');
    await expect
      .poll(() => left('timer'), { timeout: 5_000 })
      .toEqual({
        sessions: ['timer-live'],
        codes: ['timer-live'],
        limits: ['timer-live'],
      });

    await app.close();
    await plantRows('closed');
    await sleep(200);
    expect((await left('closed'))?.sessions).toEqual(['closed-live', 'closed-stale']);
  });
});
