// Tests only: accounts and catalogue state for the booking, bidding and payment suites. Providers are
// made verified and certified straight in the database: their own screens belong to issue 7.
import { toIsoDate } from '@callout/contracts/fields';
import type { Database } from '../db/database';
import { type Client, signUp } from '../test-support/harness';

export const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return toIsoDate(date);
};

export const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

export async function productId(db: Database, name: string): Promise<string> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM products WHERE name = $1', [name]);
  if (!row) throw new Error(`no product ${name}`);
  return String(row.id);
}

export interface ProviderSetup {
  firstName?: string;
  kyc?: string | null;
  /** Product names with this provider's price and certification status (ACTIVE by default). */
  services?: Array<[product: string, price: number, status?: string]>;
  schedule?: { status: 'ACTIVE' | 'INACTIVE' | 'SCHEDULED'; starts?: string; ends?: string };
}

export async function makeProvider(db: Database, c: Client, setup: ProviderSetup = {}) {
  const { email, token } = await signUp(c, 'provider');
  const [account] = await db.query<{ id: string }>(
    `UPDATE accounts SET kyc_status = $2, first_name = $3, last_name = 'Tester', bio = 'Test provider'
     WHERE role = 'provider' AND email = $1 RETURNING id`,
    [email, setup.kyc === undefined ? 'VERIFIED' : setup.kyc, setup.firstName ?? 'Pat'],
  );
  if (!account) throw new Error('provider not created');
  for (const [product, price, status = 'ACTIVE'] of setup.services ?? []) {
    await db.query(
      `INSERT INTO provider_services (provider_id, product_id, price, status) VALUES ($1, $2::int, $3, $4)`,
      [account.id, await productId(db, product), price, status],
    );
  }
  const schedule = setup.schedule ?? { status: 'ACTIVE' };
  await db.query(
    `INSERT INTO provider_schedules (provider_id, status, starts_on, ends_on) VALUES ($1, $2, $3, $4)`,
    [account.id, schedule.status, schedule.starts ?? null, schedule.ends ?? null],
  );
  return { id: account.id, email, token };
}

export async function makeCustomer(c: Client) {
  return signUp(c, 'user');
}
