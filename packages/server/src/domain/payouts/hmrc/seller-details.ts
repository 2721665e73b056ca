// A provider's reportable details as a seller, given once (individual or company) and checked against
// their identity check: what differs is kept for the operator who verifies them, never silently accepted.
// Saving again (details change) asks for a new verification.
import type { SellerDetails, SellerDetailsInput } from '@callout/contracts/hmrc-reporting';
import { normaliseVat } from '@callout/contracts/tax-ids';
import type { Queryable } from '../../../infra/db/database';
import { recordAudit } from '../../ops/audit-log-store';
import { isoTimestamp } from '../../orders/order-store';
import { findKycSubmission } from '../../provider/kyc/kyc-store';
import { mismatchMessages } from './messages';

export type SellerStatus = 'MISSING' | 'UNVERIFIED' | 'VERIFIED';

interface DetailsRow {
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

export const shownDetails = (row: DetailsRow): SellerDetails => ({
  Kind: row.kind,
  FirstName: row.first_name,
  LastName: row.last_name,
  LegalName: row.legal_name,
  Address: row.address,
  Country: row.country,
  DOB: row.birth_date,
  NINO: row.nino,
  TaxID: row.other_tax_id,
  CompanyNumber: row.company_number,
  UTR: row.utr,
  VAT: row.vat_number,
  KycMismatch: row.kyc_mismatch,
  Saved: row.saved_at,
  Verified: row.verified_at,
});

export const statusOf = (row: DetailsRow | null): SellerStatus =>
  !row ? 'MISSING' : row.verified_at ? 'VERIFIED' : 'UNVERIFIED';

export async function sellerDetailsOf(db: Queryable, providerId: string): Promise<DetailsRow | null> {
  const [row] = await db.query<DetailsRow>(
    `SELECT ${detailsColumns} FROM seller_tax_details d WHERE d.provider_id = $1`,
    [providerId],
  );
  return row ?? null;
}

const sameWords = (a: string, b: string) =>
  a.trim().split(/\s+/).join(' ').toLowerCase() === b.trim().split(/\s+/).join(' ').toLowerCase();

/** What differs from the provider's identity check (names, date of birth, National Insurance number). */
async function kycDifferences(
  db: Queryable,
  providerId: string,
  input: SellerDetailsInput,
): Promise<string[]> {
  const kyc = await findKycSubmission(db, providerId);
  if (!kyc) return [mismatchMessages.noIdentityCheck];
  if (input.kind === 'COMPANY') {
    return input.legalname && !sameWords(input.legalname, kyc.organization)
      ? [mismatchMessages.organisation]
      : [];
  }
  const differences: string[] = [];
  const name = `${input.firstname ?? ''} ${input.lastname ?? ''}`;
  if (!sameWords(name, `${kyc.first_name} ${kyc.last_name}`)) differences.push(mismatchMessages.name);
  if (input.dob !== kyc.dob) differences.push(mismatchMessages.dob);
  if (input.nino && input.nino !== kyc.insurance_number.replaceAll(' ', '').toUpperCase()) {
    differences.push(mismatchMessages.nino);
  }
  return differences;
}

/**
 * Saves the provider's details (replacing earlier ones, which then need verifying again); payouts that waited
 * for them are released.
 */
export async function saveSellerDetails(
  db: Queryable,
  providerId: string,
  input: SellerDetailsInput,
): Promise<DetailsRow> {
  const mismatch = await kycDifferences(db, providerId, input);
  const individual = input.kind === 'INDIVIDUAL';
  const legalName = individual ? `${input.firstname} ${input.lastname}` : (input.legalname ?? '');
  const country = input.country ?? 'GB';
  const vat = input.vat?.trim() ? normaliseVat(input.vat, country) : null;
  await db.query(
    `INSERT INTO seller_tax_details (provider_id, kind, first_name, last_name, legal_name, address, birth_date,
       nino, other_tax_id, company_number, utr, kyc_mismatch, country, vat_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12::jsonb, $13, $14)
     ON CONFLICT (provider_id) DO UPDATE SET kind = $2, first_name = $3, last_name = $4, legal_name = $5,
       address = $6, birth_date = $7::date, nino = $8, other_tax_id = $9, company_number = $10, utr = $11,
       kyc_mismatch = $12::jsonb, country = $13, vat_number = $14, saved_at = now(), verified_at = NULL, verified_by = NULL`,
    [
      providerId,
      input.kind,
      individual ? (input.firstname ?? null) : null,
      individual ? (input.lastname ?? null) : null,
      legalName,
      input.address,
      individual ? (input.dob ?? null) : null,
      individual ? (input.nino ?? null) : null,
      individual ? (input.taxid ?? null) : null,
      individual ? null : (input.companynumber ?? null),
      individual ? null : (input.utr ?? null),
      JSON.stringify(mismatch),
      country,
      vat,
    ],
  );
  // Payouts that waited for the details are due again: the payout runner sends them on its next pass.
  await db.query(
    `UPDATE payouts SET held_reason = NULL WHERE provider_id = $1 AND held_reason = 'seller-details'`,
    [providerId],
  );
  const saved = await sellerDetailsOf(db, providerId);
  if (!saved) throw new Error(`seller details of ${providerId} not saved`);
  return saved;
}

export interface SellerForOperators {
  providerId: string;
  email: string | null;
  name: string;
  details: DetailsRow | null;
  reminders: string[];
  payoutsHeld: number;
}

/** Providers whose details are missing or not verified (pending), or every provider (all). */
export async function sellersForOperators(
  db: Queryable,
  filter: 'pending' | 'all',
): Promise<SellerForOperators[]> {
  const rows = await db.query<
    DetailsRow & { id: string; email: string | null; account_name: string; reminders: string[]; held: number }
  >(
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
  return rows.map((row) => ({
    providerId: row.id,
    email: row.email,
    name: row.account_name,
    details: row.provider_id ? row : null,
    reminders: row.reminders,
    payoutsHeld: row.held,
  }));
}

/** An operator marks the details verified, in the audit log with what they saw. */
export async function verifySellerDetails(
  db: Queryable,
  providerId: string,
  operatorId: string,
  note: string | undefined,
): Promise<DetailsRow | null> {
  const [updated] = await db.query<{ provider_id: string }>(
    `UPDATE seller_tax_details SET verified_at = now(), verified_by = $2 WHERE provider_id = $1
     RETURNING provider_id`,
    [providerId, operatorId],
  );
  if (!updated) return null;
  const row = await sellerDetailsOf(db, providerId);
  if (!row) return null;
  await recordAudit(db, {
    operatorId,
    action: 'seller.details-verify',
    subjectType: 'seller-details',
    subjectId: providerId,
    accountId: providerId,
    after: { kind: row.kind, legalName: row.legal_name, kycMismatch: row.kyc_mismatch },
    note: note ?? null,
  });
  return row;
}
