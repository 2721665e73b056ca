// The demo's credentials: the kinds a UK marketplace checks, what requires them (gas work: Gas Safe;
// electrical work: NICEIC or NAPIT), a gas product for the Gas Safe plumber, and each demo provider's
// credentials for what they offer, verified and current for a year from seeding, so every demo journey
// finds the same providers as before. Public liability insurance is a kind an operator may require; the
// demo does not, so providers made in tests and journeys are offered without one.
import type { Database, Queryable } from '../../../infra/db/database';
import { londonTodaySql } from '../../../infra/db/london-day';
import { isApplied, lockSchema, markApplied } from '../../../infra/db/migrate';
import { demoOperator } from './demo-accounts';
import { demoIllustration, seedImageId } from './placeholder-images';

export const credentialsSeedId = 'seed-demo-credentials';

export const demoGasProduct = 'Boiler service';

export const demoKinds = [
  {
    name: 'Gas Safe registered',
    body: 'Gas Safe Register',
    number: true,
    expiry: true,
    register: 'https://www.gassaferegister.co.uk/find-an-engineer/',
  },
  {
    name: 'NICEIC approved contractor',
    body: 'NICEIC',
    number: true,
    expiry: true,
    register: 'https://www.niceic.com/find-a-contractor',
  },
  {
    name: 'NAPIT registered',
    body: 'NAPIT',
    number: true,
    expiry: true,
    register: 'https://www.napit.org.uk/find-an-installer/',
  },
  { name: 'Public liability insurance', body: 'Insurer', number: true, expiry: true, register: null },
] as const;

/** Demo provider, kind, registration number. */
const demoHeld: ReadonlyArray<[provider: string, kind: string, number: string]> = [
  ['PRV-DEMO000002', 'Gas Safe registered', '512345'],
  ['PRV-DEMO000003', 'NICEIC approved contractor', 'NIC-208871'],
];

async function kindId(tx: Queryable, name: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>('SELECT id FROM credential_kinds WHERE name = $1', [name]);
  return row?.id ?? null;
}

/** True when it seeded. Runs after the catalogue and the demo providers. */
export async function seedDemoCredentials(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (await isApplied(tx, credentialsSeedId)) return false;
    for (const kind of demoKinds) {
      await tx.query(
        `INSERT INTO credential_kinds (name, issuing_body, has_number, has_expiry, register_url)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING`,
        [kind.name, kind.body, kind.number, kind.expiry, kind.register],
      );
    }
    // The gas product, beside the plumbing installations, offered by the Gas Safe plumber.
    const [specific] = await tx.query(
      `SELECT 1 FROM specifics WHERE category = 'Plumbing' AND name = 'Installation'`,
    );
    let gasProduct: number | null = null;
    if (specific) {
      const imageId = seedImageId('product', demoGasProduct);
      const svg = demoIllustration(demoGasProduct, { name: 'Plumbing', colour: '#2b4f8a' }, 4);
      await tx.query(
        `INSERT INTO images (id, mime, data_base64) VALUES ($1, 'image/svg+xml', $2) ON CONFLICT DO NOTHING`,
        [imageId, Buffer.from(svg).toString('base64')],
      );
      const link = `/api/images/${imageId}`;
      const [product] = await tx.query<{ id: number }>(
        `INSERT INTO products (category, specific, name, description, img_link, currency, min_price, max_price, pay_rate)
         VALUES ('Plumbing', 'Installation', $1, 'Annual gas boiler service and safety check.', $2, 'GBP', 70, 140, 'PER JOB')
         RETURNING id`,
        [demoGasProduct, link],
      );
      gasProduct = product?.id ?? null;
    }
    const gasSafe = await kindId(tx, 'Gas Safe registered');
    const niceic = await kindId(tx, 'NICEIC approved contractor');
    const napit = await kindId(tx, 'NAPIT registered');
    if (gasProduct !== null && gasSafe !== null) {
      const [requirement] = await tx.query<{ id: number }>(
        'INSERT INTO credential_requirements (product_id) VALUES ($1) RETURNING id',
        [gasProduct],
      );
      if (requirement) {
        await tx.query('INSERT INTO credential_requirement_kinds (requirement_id, kind_id) VALUES ($1, $2)', [
          requirement.id,
          gasSafe,
        ]);
      }
      await tx.query(
        `INSERT INTO provider_services (provider_id, product_id, price, status)
         SELECT id, $2, 90, 'ACTIVE' FROM accounts WHERE id = $1 ON CONFLICT DO NOTHING`,
        ['PRV-DEMO000002', gasProduct],
      );
    }
    const [electrical] = await tx.query(`SELECT 1 FROM categories WHERE name = 'Electricals'`);
    if (electrical && niceic !== null && napit !== null) {
      const [requirement] = await tx.query<{ id: number }>(
        `INSERT INTO credential_requirements (category) VALUES ('Electricals') RETURNING id`,
      );
      for (const kind of [niceic, napit]) {
        await tx.query('INSERT INTO credential_requirement_kinds (requirement_id, kind_id) VALUES ($1, $2)', [
          requirement?.id,
          kind,
        ]);
      }
    }
    for (const [provider, kind, number] of demoHeld) {
      const id = await kindId(tx, kind);
      await tx.query(
        `INSERT INTO provider_credentials (provider_id, kind_id, number, expires_on, status, note, reviewed_at, reviewer_id)
         SELECT a.id, $2, $3, ${londonTodaySql} + 365, 'VERIFIED', 'Checked on the public register.', now(),
           (SELECT id FROM accounts WHERE id = $4)
         FROM accounts a WHERE a.id = $1 AND $2::int IS NOT NULL`,
        [provider, id, number, demoOperator.id],
      );
    }
    await markApplied(tx, credentialsSeedId);
    return true;
  });
}
