// Sellers' details for HMRC (seller_tax_details): one row per provider, saved again when they change (then no
// longer verified), and what operators read of them beside the reminders and held payouts.
import type { Queryable } from '../../../infra/db/database';
import { isoTimestamp } from '../../orders/order-store';

export interface DetailsRow {
  provider_id: string;
  kind: 'INDIVIDUAL' | 'COMPANY';
  first_name: string | null;
  last_name: string | null;
  legal_name: string;
  address: string;
  country: string;
  birth_date: string | null;
  nino: string | null;
  other_tax_id: string | null;
  company_number: string | null;
  utr: string | null;
  vat_number: string | null;
  kyc_mismatch: string[];
  saved_at: string;
  verified_at: string | null;
}

const detailsColumns = `d.provider_id, d.kind, d.first_name, d.last_name, d.legal_name, d.address, d.country,
  to_char(d.birth_date, 'YYYY-MM-DD') AS birth_date, d.nino, d.other_tax_id, d.company_number, d.utr,
  d.vat_number, d.kyc_mismatch, ${isoTimestamp('d.saved_at')} AS saved_at, ${isoTimestamp('d.verified_at')} AS verified_at`;

export async function sellerDetailsOf(db: Queryable, providerId: string): Promise<DetailsRow | null> {
  const [row] = await db.query<DetailsRow>(
    `SELECT ${detailsColumns} FROM seller_tax_details d WHERE d.provider_id = $1`,
    [providerId],
  );
  return row ?? null;
}

/** Saves the details, replacing earlier ones (which then need verifying again). */
export async function upsertSellerDetails(
  db: Queryable,
  providerId: string,
  details: {
    kind: 'INDIVIDUAL' | 'COMPANY';
    firstName: string | null;
    lastName: string | null;
    legalName: string;
    address: string;
    birthDate: string | null;
    nino: string | null;
    otherTaxId: string | null;
    companyNumber: string | null;
    utr: string | null;
    kycMismatch: string[];
    country: string;
    vatNumber: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO seller_tax_details (provider_id, kind, first_name, last_name, legal_name, address, birth_date,
       nino, other_tax_id, company_number, utr, kyc_mismatch, country, vat_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12::jsonb, $13, $14)
     ON CONFLICT (provider_id) DO UPDATE SET kind = $2, first_name = $3, last_name = $4, legal_name = $5,
       address = $6, birth_date = $7::date, nino = $8, other_tax_id = $9, company_number = $10, utr = $11,
       kyc_mismatch = $12::jsonb, country = $13, vat_number = $14, saved_at = now(), verified_at = NULL, verified_by = NULL`,
    [
      providerId,
      details.kind,
      details.firstName,
      details.lastName,
      details.legalName,
      details.address,
      details.birthDate,
      details.nino,
      details.otherTaxId,
      details.companyNumber,
      details.utr,
      JSON.stringify(details.kycMismatch),
      details.country,
      details.vatNumber,
    ],
  );
}

/** Payouts that waited for the provider's details are due again (the payout runner sends them next). */
export async function releaseSellerDetailsHolds(db: Queryable, providerId: string): Promise<void> {
  await db.query(
    `UPDATE payouts SET held_reason = NULL WHERE provider_id = $1 AND held_reason = 'seller-details'`,
    [providerId],
  );
}

/** A provider as operators list them: their account, details (null columns when none), reminders and held payouts. */
export type SellerForOperatorsRow = DetailsRow & {
  id: string;
  email: string | null;
  account_name: string;
  reminders: string[];
  held: number;
};

/** Providers whose details are missing or not verified (pending), or every provider (all). */
export function sellerRowsForOperators(
  db: Queryable,
  filter: 'pending' | 'all',
): Promise<SellerForOperatorsRow[]> {
  return db.query<SellerForOperatorsRow>(
    `SELECT a.id, a.email, trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) AS account_name,
       ${detailsColumns},
       array(SELECT hr.kind FROM hmrc_seller_reminders hr WHERE hr.provider_id = a.id
             ORDER BY hr.sent_at, hr.kind) AS reminders,
       (SELECT count(*)::int FROM payouts po WHERE po.provider_id = a.id AND po.held_reason = 'seller-details'
          AND po.transfer_id IS NULL) AS held
     FROM accounts a LEFT JOIN seller_tax_details d ON d.provider_id = a.id
     WHERE a.role = 'provider' AND a.deleted_at IS NULL
       AND ($1 = 'all' OR d.provider_id IS NULL OR d.verified_at IS NULL)
     ORDER BY d.provider_id IS NOT NULL, d.saved_at, a.created_at, a.id`,
    [filter],
  );
}

/** Marks the details verified by the operator; false when the provider has none. */
export async function markSellerDetailsVerified(
  db: Queryable,
  providerId: string,
  operatorId: string,
): Promise<boolean> {
  const [updated] = await db.query<{ provider_id: string }>(
    `UPDATE seller_tax_details SET verified_at = now(), verified_by = $2 WHERE provider_id = $1
     RETURNING provider_id`,
    [providerId, operatorId],
  );
  return updated !== undefined;
}
