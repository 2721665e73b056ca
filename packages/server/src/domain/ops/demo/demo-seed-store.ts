// The rows the demo seed writes (seed.ts): its pictures, catalogue, accounts, schedules, services and
// service areas. Run inside the seed's locked transaction; nothing here decides whether to seed.
import type { Queryable } from '../../../infra/db/database';
import { londonTodaySql } from '../../../infra/db/london-day';
import type { DemoProvider } from './demo-accounts';

/** Stores an SVG picture under `id`; its link. */
export async function insertSvg(tx: Queryable, id: string, svg: string): Promise<string> {
  await tx.query(`INSERT INTO images (id, mime, data_base64) VALUES ($1, 'image/svg+xml', $2)`, [
    id,
    Buffer.from(svg).toString('base64'),
  ]);
  return `/api/images/${id}`;
}

export async function insertDemoCategory(
  tx: Queryable,
  category: { name: string; description: string; link: string; position: number },
): Promise<void> {
  await tx.query('INSERT INTO categories (name, description, img_link, position) VALUES ($1, $2, $3, $4)', [
    category.name,
    category.description,
    category.link,
    category.position,
  ]);
}

/** A demo product in GBP; its id, or null. */
export async function insertDemoProduct(
  tx: Queryable,
  product: {
    category: string;
    specific: string;
    name: string;
    description: string;
    link: string;
    min: number;
    max: number;
    rate: string;
  },
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO products (category, specific, name, description, img_link, currency, min_price, max_price, pay_rate)
           VALUES ($1, $2, $3, $4, $5, 'GBP', $6, $7, $8) RETURNING id`,
    [
      product.category,
      product.specific,
      product.name,
      product.description,
      product.link,
      product.min,
      product.max,
      product.rate,
    ],
  );
  return row?.id ?? null;
}

/** Switches on a flag of every product of the category (exempt from the right to cancel, or repeatable). */
export async function flagCategoryProducts(
  tx: Queryable,
  category: string,
  flag: 'cancel_exempt' | 'repeatable',
): Promise<void> {
  await tx.query(`UPDATE products SET ${flag} = true WHERE category = $1`, [category]);
}

/** A verified demo provider's account. */
export async function insertDemoProvider(
  tx: Queryable,
  provider: DemoProvider,
  imageId: string,
  passwordHash: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (id, role, email, phone, first_name, last_name, image_id, bio, password_hash,
       email_verified, kyc_status, rating)
     VALUES ($1, 'provider', $2, $3, $4, $5, $6, $7, $8, true, 'VERIFIED', $9)`,
    [
      provider.id,
      provider.email,
      provider.phone,
      provider.firstName,
      provider.lastName,
      imageId,
      provider.bio,
      passwordHash,
      provider.rating,
    ],
  );
}

/** The provider's schedule; a SCHEDULED one is bookable from today for the 60-day booking window. */
export async function insertDemoSchedule(tx: Queryable, providerId: string, schedule: string): Promise<void> {
  const scheduled = schedule === 'SCHEDULED';
  await tx.query(
    `INSERT INTO provider_schedules (provider_id, status, starts_on, ends_on)
     VALUES ($1, $2, CASE WHEN $3 THEN ${londonTodaySql} END, CASE WHEN $3 THEN ${londonTodaySql} + 60 END)`,
    [providerId, schedule, scheduled],
  );
}

export async function insertDemoService(
  tx: Queryable,
  providerId: string,
  productId: number,
  price: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO provider_services (provider_id, product_id, price, status) VALUES ($1, $2, $3, 'ACTIVE')`,
    [providerId, productId, price],
  );
}

/** Every product's id by its name. */
export async function productIdsByName(tx: Queryable): Promise<Map<string, number>> {
  const products = await tx.query<{ id: number; name: string }>('SELECT id, name FROM products');
  return new Map(products.map((row) => [row.name, row.id]));
}

/** Whether an account has this id or this email. */
export async function accountPresent(tx: Queryable, id: string, email: string): Promise<boolean> {
  const [present] = await tx.query('SELECT 1 FROM accounts WHERE id = $1 OR email = $2', [id, email]);
  return present !== undefined;
}

/** The provider's service area, unless they have one (or no account). */
export async function insertDemoServiceArea(
  tx: Queryable,
  providerId: string,
  place: { postcode: string; lat: number; lng: number },
  radiusMiles: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO provider_service_areas (provider_id, zip_code, lat, lng, radius_miles)
         SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM accounts WHERE id = $1)
         ON CONFLICT (provider_id) DO NOTHING`,
    [providerId, place.postcode, place.lat, place.lng, radiusMiles],
  );
}

/** The demo operator; one made earlier with the CLI keeps its password. */
export async function insertDemoOperator(
  tx: Queryable,
  operator: { id: string; email: string; firstName: string; lastName: string },
  passwordHash: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (id, role, email, first_name, last_name, password_hash, email_verified)
       VALUES ($1, 'operator', $2, $3, $4, $5, true)
       ON CONFLICT DO NOTHING`,
    [operator.id, operator.email, operator.firstName, operator.lastName, passwordHash],
  );
}

export async function insertDemoCustomer(
  tx: Queryable,
  customer: { id: string; email: string; phone: string; firstName: string; lastName: string },
  imageId: string,
  passwordHash: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (id, role, email, phone, first_name, last_name, image_id, password_hash, email_verified)
       VALUES ($1, 'user', $2, $3, $4, $5, $6, $7, true)`,
    [
      customer.id,
      customer.email,
      customer.phone,
      customer.firstName,
      customer.lastName,
      imageId,
      passwordHash,
    ],
  );
}

/** Which of these emails belong to accounts not deleted, in order. */
export async function liveEmailsAmong(db: Queryable, emails: string[]): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    'SELECT email FROM accounts WHERE email = ANY($1::text[]) AND deleted_at IS NULL ORDER BY email',
    [emails],
  );
  return rows.map((row) => row.email);
}
