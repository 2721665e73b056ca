// Operators: support staff who answer cases. Created only by the operator CLI, never by public signup.
// Their rows are read and written by operators-store.ts.
import { randomBytes } from 'node:crypto';
import { emailSchema } from '@callout/contracts/validation';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import type { PasswordHasher } from '../accounts/auth/passwords';
import { sha256 } from '../accounts/auth/tokens';
import type { Viewer } from './chat-access';
import { supportMessages } from './messages';
import { findOperatorByEmail, insertOperator, operatorOfSession, resetOperator } from './operators-store';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newOperatorId = () => `OPR-${Array.from(randomBytes(10), (byte) => crockford[byte % 32]).join('')}`;

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
    await resetOperator(db, existing.id, operator.firstName, operator.lastName, passwordHash);
    return { id: existing.id, created: false };
  }
  const id = newOperatorId();
  await insertOperator(db, {
    id,
    email,
    firstName: operator.firstName,
    lastName: operator.lastName,
    passwordHash,
  });
  return { id, created: true };
}

/** The operator signed in with this request's Bearer token (same sessions table as everyone else). */
export async function requireOperator(db: Queryable, request: FastifyRequest): Promise<Viewer> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
  const row = token ? await operatorOfSession(db, sha256(token)) : null;
  if (!row) throw new ApiError(401, supportMessages.operatorOnly);
  return { id: row.id, role: 'operator' };
}
