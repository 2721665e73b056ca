// Secrets the server makes for itself and every instance shares (server_secrets): kept once, by name.
import type { Queryable } from '../../../infra/db/database';

/** The secret kept under `name`; `fresh` is kept first when there is none (the first instance's wins). */
export async function keptOrNewSecret(db: Queryable, name: string, fresh: string): Promise<string | null> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    fresh,
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return row?.value ?? null;
}
