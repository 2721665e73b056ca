// Operators' accounts as stored: found by email, created or reset by the operator CLI (operators.ts), listed,
// and found by a live session.
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';

/** An operator always has an email: only the CLI creates them, and it requires one. */
export type OperatorRow = Row<
  Tables['accounts'],
  'id' | 'first_name' | 'last_name' | 'password_hash',
  { email: string }
>;

export async function findOperatorByEmail(db: Queryable, email: string): Promise<OperatorRow | null> {
  const [row] = await db.query<OperatorRow>(
    `SELECT id, email, first_name, last_name, password_hash FROM accounts
     WHERE role = 'operator' AND email = $1 AND deleted_at IS NULL`,
    [email.trim().toLowerCase()],
  );
  return row ?? null;
}

/** A new name and password for the operator. */
export async function resetOperator(
  db: Queryable,
  operatorId: string,
  firstName: string,
  lastName: string,
  passwordHash: string,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET first_name = $2, last_name = $3, password_hash = $4, updated_at = now()
       WHERE id = $1`,
    [operatorId, firstName, lastName, passwordHash],
  );
}

export async function insertOperator(
  db: Queryable,
  operator: { id: string; email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, role, email, first_name, last_name, password_hash, email_verified)
     VALUES ($1, 'operator', $2, $3, $4, $5, true)`,
    [operator.id, operator.email, operator.firstName, operator.lastName, operator.passwordHash],
  );
}

export async function listOperators(db: Queryable): Promise<OperatorRow[]> {
  return db.query<OperatorRow>(
    `SELECT id, email, first_name, last_name, NULL AS password_hash FROM accounts
     WHERE role = 'operator' AND deleted_at IS NULL ORDER BY email`,
  );
}

/** The live operator whose session token has this hash; null otherwise. */
export async function operatorOfSession(db: Queryable, tokenHash: string): Promise<{ id: string } | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT a.id FROM sessions s JOIN accounts a ON a.id = s.account_id
         WHERE s.token_hash = $1 AND s.expires_at > now() AND a.role = 'operator' AND a.deleted_at IS NULL`,
    [tokenHash],
  );
  return row ?? null;
}
