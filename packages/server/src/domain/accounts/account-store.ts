// Reads and writes of the accounts table shared by the account routes.
import { randomBytes } from 'node:crypto';
import type { AccountType } from '@callout/contracts/accounts';
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { endSeriesOfDeletedAccount } from '../booking/series/series-store';
import type { SiteLinks } from '../notifications/mail/site-links';
import { forgetProviderData } from '../provider/forget-provider-data';

/** `rating` is numeric, so text: read it with Number(). */
export type AccountRow = Row<
  Tables['accounts'],
  | 'id'
  | 'email'
  | 'phone'
  | 'first_name'
  | 'last_name'
  | 'image_id'
  | 'bio'
  | 'password_hash'
  | 'email_verified'
  | 'kyc_status'
  | 'language'
  | 'rating',
  { role: AccountType }
>;

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Readable, unguessable public ids such as CUS-7F3K9Q2AXM (50 random bits). */
export function newAccountId(role: AccountType): string {
  const bytes = randomBytes(10);
  const body = Array.from(bytes, (byte) => crockford[byte % 32]).join('');
  return `${role === 'provider' ? 'PRV' : 'CUS'}-${body}`;
}

export async function findAccountByEmail(
  db: Queryable,
  role: AccountType,
  email: string,
): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(
    'SELECT * FROM accounts WHERE role = $1 AND email = $2 AND deleted_at IS NULL',
    [role, email],
  );
  return row ?? null;
}

export interface NewAccount {
  id?: string;
  role: AccountType;
  email: string;
  phone: string;
  passwordHash: string;
}

/** Null when the email is already registered for this role. */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(
    `INSERT INTO accounts (id, role, email, phone, password_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (role, email) DO NOTHING RETURNING *`,
    [
      account.id ?? newAccountId(account.role),
      account.role,
      account.email,
      account.phone,
      account.passwordHash,
    ],
  );
  return row ?? null;
}

/**
 * Deletion keeps the row (orders will point at it) but wipes everything personal, ends every session and
 * takes a provider off the market.
 */
export async function anonymiseAccount(
  tx: Queryable,
  siteLinks: SiteLinks,
  account: AccountRow,
): Promise<void> {
  await tx.query(
    `UPDATE accounts SET email = NULL, phone = NULL, first_name = NULL, last_name = NULL, image_id = NULL,
       bio = NULL, password_hash = NULL, email_verified = false, deleted_at = now(), updated_at = now()
     WHERE id = $1`,
    [account.id],
  );
  if (account.image_id) await tx.query('DELETE FROM images WHERE id = $1', [account.image_id]);
  await tx.query('DELETE FROM sessions WHERE account_id = $1', [account.id]);
  await tx.query('DELETE FROM one_time_codes WHERE account_id = $1', [account.id]);
  await tx.query(`UPDATE provider_services SET status = 'SUSPENDED' WHERE provider_id = $1`, [account.id]);
  await tx.query(`UPDATE provider_schedules SET status = 'INACTIVE' WHERE provider_id = $1`, [account.id]);
  await forgetProviderData(tx, account.id);
  await endSeriesOfDeletedAccount(tx, siteLinks, account.id);
  // Positions reported for their orders still in progress go too (the customer's live map goes blank).
  await tx.query(
    `DELETE FROM order_positions WHERE order_id IN (SELECT id FROM orders WHERE provider_id = $1 OR customer_id = $1)`,
    [account.id],
  );
  if (account.email) await tx.query('DELETE FROM mail_outbox WHERE to_address = $1', [account.email]);
}

/** The account proved its mailbox (a code mailed to it was entered). */
export async function markEmailVerified(db: Queryable, accountId: string): Promise<void> {
  await db.query('UPDATE accounts SET email_verified = true, updated_at = now() WHERE id = $1', [accountId]);
}

/**
 * A new password set with a recovery code: reading the code proved the mailbox is theirs, so the email
 * counts as verified too.
 */
export async function setRecoveredPassword(
  db: Queryable,
  accountId: string,
  passwordHash: string,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET password_hash = $2, email_verified = true, updated_at = now() WHERE id = $1`,
    [accountId, passwordHash],
  );
}

/** The customer's own details as their profile form sends them. */
export async function updateCustomerProfile(
  db: Queryable,
  accountId: string,
  profile: { firstName: string; lastName: string; phone: string | null | undefined; imageId: string | null },
): Promise<void> {
  await db.query(
    `UPDATE accounts SET first_name = $2, last_name = $3, phone = $4, image_id = $5, updated_at = now()
         WHERE id = $1`,
    [accountId, profile.firstName, profile.lastName, profile.phone, profile.imageId],
  );
}

/** The provider's bio, as their profile shows it. */
export async function setProviderBio(db: Queryable, accountId: string, bio: string): Promise<void> {
  await db.query('UPDATE accounts SET bio = $2, updated_at = now() WHERE id = $1', [accountId, bio]);
}

/** Whether `accountId` is a provider's account (deleted ones included: their records stay). */
export async function isProviderAccount(db: Queryable, accountId: string): Promise<boolean> {
  const [provider] = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE id = $1 AND role = 'provider'`,
    [accountId],
  );
  return provider !== undefined;
}
