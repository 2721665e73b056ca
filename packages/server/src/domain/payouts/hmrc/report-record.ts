// What a report to HMRC says of one seller, as recorded: the identity and the figures per quarter.
import type { SellerKind } from '@callout/contracts/hmrc-reporting';

/** A seller's identity as reported. */
export interface ReportedIdentity {
  kind: SellerKind;
  firstName: string | null;
  lastName: string | null;
  legalName: string;
  address: string;
  country: string;
  dob: string | null;
  nino: string | null;
  taxId: string | null;
  companyNumber: string | null;
  utr: string | null;
  /** The seller's VAT number (absent from reports made before it was kept). */
  vat?: string | null;
  /**
   * The financial account identifier: the payout account the consideration was paid to, at the payment
   * gateway (a Stripe connected account, acct_…). Only the XML carries it whole; everywhere else it is masked.
   */
  financialAccount?: string | null;
}

/** An account identifier as shown outside the XML: its last four characters only. */
export const maskedAccount = (value: string | null | undefined) => (value ? `****${value.slice(-4)}` : null);

/** What a report says of one seller: minor units per quarter, Q1 first. */
export interface ReportedSeller {
  identity: ReportedIdentity;
  currency: string;
  consideration: number[];
  fees: number[];
  activities: number[];
}

export type DocType = 'OECD0' | 'OECD1' | 'OECD2';

export interface ReportRecord {
  providerId: string;
  docRefId: string;
  corrDocRefId: string | null;
  docType: DocType;
  seller: ReportedSeller;
}

/** The name a report gives the seller, and their main reference. */
export function sellerNameAndReference(identity: ReportedIdentity) {
  return {
    name: identity.legalName,
    reference:
      identity.kind === 'INDIVIDUAL'
        ? (identity.nino ?? identity.taxId ?? '')
        : (identity.utr ?? identity.companyNumber ?? ''),
  };
}
