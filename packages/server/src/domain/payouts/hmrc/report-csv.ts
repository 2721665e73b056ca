// The annual report as CSV, one row per seller record, for the operator's own checks and spreadsheets: the
// same records and figures as the XML, in pounds, with each quarter's consideration, fees and activities.
// The payout account is masked (its last four characters): only the XML sent to HMRC carries it whole.
import type { ReportMessage } from './annual-report';
import { pounds } from './annual-report';
import { maskedAccount } from './report-record';

const header = [
  'MessageRefId',
  'DocRefId',
  'DocTypeIndic',
  'CorrDocRefId',
  'ProviderID',
  'SellerKind',
  'LegalName',
  'FirstName',
  'LastName',
  'DateOfBirth',
  'NationalInsuranceNumber',
  'OtherTaxNumber',
  'CompanyNumber',
  'UTR',
  'Address',
  'Country',
  'Currency',
  ...[1, 2, 3, 4].flatMap((q) => [`Q${q}Consideration`, `Q${q}Fees`, `Q${q}Activities`]),
  'TotalConsideration',
  'TotalFees',
  'TotalActivities',
  'VATNumber',
  'FinancialAccount',
];

/** A cell quoted when it must be, and text a spreadsheet would run as a formula made plain. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const plain = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(plain) ? `"${plain.replaceAll('"', '""')}"` : plain;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function reportCsv(message: ReportMessage): string {
  const rows = message.records.map(({ seller, ...record }) => {
    const { identity } = seller;
    return [
      message.messageRefId,
      record.docRefId,
      record.docType,
      record.corrDocRefId,
      record.providerId,
      identity.kind,
      identity.legalName,
      identity.firstName,
      identity.lastName,
      identity.dob,
      identity.nino,
      identity.taxId,
      identity.companyNumber,
      identity.utr,
      identity.address,
      identity.country,
      seller.currency.toUpperCase(),
      ...[0, 1, 2, 3].flatMap((q) => [
        pounds(seller.consideration[q] ?? 0),
        pounds(seller.fees[q] ?? 0),
        seller.activities[q] ?? 0,
      ]),
      pounds(sum(seller.consideration)),
      pounds(sum(seller.fees)),
      sum(seller.activities),
      identity.vat ?? null,
      maskedAccount(identity.financialAccount),
    ];
  });
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
