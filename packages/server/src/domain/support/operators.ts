// Operators: support staff who answer cases. Created only by the operator CLI, never by public signup.
import { randomBytes } from 'node:crypto';
import { emailSchema } from '@callout/contracts/validation';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import type { PasswordHasher } from '../accounts/auth/passwords';
import { sha256 } from '../accounts/auth/tokens';
import type { Viewer } from './chat-access';
import { supportMessages } from './messages';

/** An operator always has an email: only the CLI creates them, and it requires one. */
export type OperatorRow = Row<
  Tables['accounts'],
  'id' | 'first_name' | 'last_name' | 'password_hash',
  { email: string }
>;

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newOperatorId = () => `OPR-${Array.from(randomBytes(10), (byte) => crockford[byte % 32]).join('')}`;

export async function findOperatorByEmail(db: Queryable, email: string): Promise<OperatorRow | null> {
  const [row] = await db.query<OperatorRow>(
    `SELECT id, email, first_name, last_name, password_hash FROM accounts
     WHERE role = 'operator' AND email = $1 AND deleted_at IS NULL`,
    [email.trim().toLowerCase()],
  );
  return row ?? null;
}

export interface NewOperator {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Creates the operator, or resets the name and password of an existing one with that email. */
export async function saveOperator(
  db: Queryable,
  passwords: PasswordHasher,
  operator: NewOperator,
): Promise<{ id: string; created: boolean }> {
  const email = emailSchema.parse(operator.email);
  const passwordHash = await passwords.hash(operator.password);
  const existing = await findOperatorByEmail(db, email);
  if (existing) {
    await db.query(
      `UPDATE accounts SET first_name = $2, last_name = $3, password_hash = $4, updated_at = now()
       WHERE id = $1`,
      [existing.id, operator.firstName, operator.lastName, passwordHash],
    );
    return { id: existing.id, created: false };
  }
  const id = newOperatorId();
  await db.query(
    `INSERT INTO accounts (id, role, email, first_name, last_name, password_hash, email_verified)
     VALUES ($1, 'operator', $2, $3, $4, $5, true)`,
    [id, email, operator.firstName, operator.lastName, passwordHash],
  );
  return { id, created: true };
}

export async function listOperators(db: Queryable): Promise<OperatorRow[]> {
  return db.query<OperatorRow>(
    `SELECT id, email, first_name, last_name, NULL AS password_hash FROM accounts
     WHERE role = 'operator' AND deleted_at IS NULL ORDER BY email`,
  );
}

/** The operator signed in with this request's Bearer token (same sessions table as everyone else). */
export async function requireOperator(db: Queryable, request: FastifyRequest): Promise<Viewer> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
  const [row] = token
    ? await db.query<{ id: string }>(
        `SELECT a.id FROM sessions s JOIN accounts a ON a.id = s.account_id
         WHERE s.token_hash = $1 AND s.expires_at > now() AND a.role = 'operator' AND a.deleted_at IS NULL`,
        [sha256(token)],
      )
    : [];
  if (!row) throw new ApiError(401, supportMessages.operatorOnly);
  return { id: row.id, role: 'operator' };
}
