// The server's own secrets kept in the database (server_secrets), made once and then shared by every
// instance on it: here the key that signs media cookies when MEDIA_URL_SECRET is not set.
import type { Queryable } from '../db/database';

/**
 * The secret kept under `name`: `candidate` when none was kept yet. Two instances starting together both
 * insert; the first wins and both read its value.
 */
export async function keptSecret(
  db: Queryable,
  name: string,
  candidate: string,
): Promise<string | undefined> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    candidate,
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return row?.value;
}
