// A provider's reportable details as a seller, given once (individual or company) and checked against
// their identity check: what differs is kept for the operator who verifies them, never silently accepted.
// Saving again (details change) asks for a new verification.
import type { SellerDetails, SellerDetailsInput } from '@callout/contracts/hmrc-reporting';
import { normaliseVat } from '@callout/contracts/tax-ids';
import type { Queryable } from '../../../infra/db/database';
import { recordAudit } from '../../ops/audit-log-store';
import { findKycSubmission } from '../../provider/kyc/kyc-store';
import { mismatchMessages } from './messages';
import {
  type DetailsRow,
  markSellerDetailsVerified,
  releaseSellerDetailsHolds,
  sellerDetailsOf,
  sellerRowsForOperators,
  upsertSellerDetails,
} from './seller-details-store';

export type SellerStatus = 'MISSING' | 'UNVERIFIED' | 'VERIFIED';

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
  await upsertSellerDetails(db, providerId, {
    kind: input.kind,
    firstName: individual ? (input.firstname ?? null) : null,
    lastName: individual ? (input.lastname ?? null) : null,
    legalName,
    address: input.address,
    birthDate: individual ? (input.dob ?? null) : null,
    nino: individual ? (input.nino ?? null) : null,
    otherTaxId: individual ? (input.taxid ?? null) : null,
    companyNumber: individual ? null : (input.companynumber ?? null),
    utr: individual ? null : (input.utr ?? null),
    kycMismatch: mismatch,
    country,
    vatNumber: vat,
  });
  // Payouts that waited for the details are due again: the payout runner sends them on its next pass.
  await releaseSellerDetailsHolds(db, providerId);
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
  const rows = await sellerRowsForOperators(db, filter);
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
  if (!(await markSellerDetailsVerified(db, providerId, operatorId))) return null;
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
