// Digital platform reporting to HMRC: the details a provider gives once as a seller (an individual or a
// company), what an operator sees and verifies, the annual report an operator produces, and the provider's
// own statement of what was reported. Amounts are in pounds and pence; dates YYYY-MM-DD.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { londonToday } from './london-time';
import {
  normaliseCompanyNumber,
  normaliseCountry,
  normaliseNino,
  normaliseUtr,
  normaliseVat,
} from './tax-ids';

await evaluationBreak();

export const sellerKinds = ['INDIVIDUAL', 'COMPANY'] as const;
export type SellerKind = (typeof sellerKinds)[number];

export const sellerDetailsMessages = {
  kind: 'Please say whether you sell as an individual or as a company.',
  name: 'Please enter your full legal name.',
  legalName: "Please enter the company's legal name.",
  address: 'Please enter your main address.',
  dob: 'Please enter a valid date of birth.',
  nino: 'Please enter a valid National Insurance number, like QQ 12 34 56 C.',
  utr: 'Please enter a valid Unique Taxpayer Reference (10 digits).',
  companyNumber: 'Please enter a valid company number (8 characters, like 01234567 or SC123456).',
  taxId: 'Please enter a valid tax number (letters, digits, spaces and dashes).',
  individualNumber: 'Please enter your National Insurance number or another tax number.',
  companyReference: 'Please enter the company number or the UTR.',
  country: 'Please choose the country you live in (or where the company is resident).',
  vatGb: 'Please enter a valid UK VAT number: GB and 9 digits (or GB and 12 digits).',
  vat: 'Please enter a valid VAT number (up to 20 letters, digits, spaces, dots and dashes).',
} as const;

/** What differs between the details given and the identity check (KycMismatch), for the operator who verifies them. */
export const kycMismatchMessages = {
  noIdentityCheck: 'No identity check on file to compare with.',
  name: 'The name differs from the identity check.',
  dob: 'The date of birth differs from the identity check.',
  nino: 'The National Insurance number differs from the identity check.',
  organisation: 'The company name differs from the organisation in the identity check.',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A reference checked by its normaliser: empty is none, anything else must be one. */
const reference = (normalise: (value: string) => string | null, message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return undefined;
      const normal = normalise(value);
      if (normal === null) context.addIssue({ code: 'custom', message });
      return normal ?? undefined;
    });

// POST /provider/sellerdetails. Every given field is checked for form whichever kind it is; the kind
// then says which are required.
export const sellerDetailsInputSchema = z
  .object({
    kind: z.enum(sellerKinds, { error: sellerDetailsMessages.kind }),
    firstname: optionalText(60, sellerDetailsMessages.name),
    lastname: optionalText(60, sellerDetailsMessages.name),
    legalname: optionalText(160, sellerDetailsMessages.legalName),
    address: z
      .string({ error: sellerDetailsMessages.address })
      .trim()
      .min(5, sellerDetailsMessages.address)
      .max(300, 'Please keep this under 300 characters'),
    dob: z
      .string({ error: sellerDetailsMessages.dob })
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(
        z.iso
          .date({ error: sellerDetailsMessages.dob })
          .refine((value) => value < londonToday() && value > '1900-01-01', sellerDetailsMessages.dob)
          .optional(),
      ),
    nino: reference(normaliseNino, sellerDetailsMessages.nino),
    taxid: optionalText(30, sellerDetailsMessages.taxId).pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9 -]+$/, sellerDetailsMessages.taxId)
        .optional(),
    ),
    companynumber: reference(normaliseCompanyNumber, sellerDetailsMessages.companyNumber),
    utr: reference(normaliseUtr, sellerDetailsMessages.utr),
    /** Where the seller is resident: an ISO 3166 alpha-2 code; not given, the UK (GB). */
    country: reference(normaliseCountry, sellerDetailsMessages.country),
    /** A VAT number, checked for form once the country is known. */
    vat: z.string({ error: sellerDetailsMessages.vat }).max(30, sellerDetailsMessages.vat).optional(),
  })
  .superRefine((input, context) => {
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const country = input.country ?? 'GB';
    if (input.vat?.trim() && normaliseVat(input.vat, country) === null) {
      missing('vat', country === 'GB' ? sellerDetailsMessages.vatGb : sellerDetailsMessages.vat);
    }
    if (input.kind === 'INDIVIDUAL') {
      if (!input.firstname || !input.lastname) missing('firstname', sellerDetailsMessages.name);
      if (!input.dob) missing('dob', sellerDetailsMessages.dob);
      if (!input.nino && !input.taxid) missing('nino', sellerDetailsMessages.individualNumber);
    } else {
      if (!input.legalname) missing('legalname', sellerDetailsMessages.legalName);
      if (!input.companynumber && !input.utr)
        missing('companynumber', sellerDetailsMessages.companyReference);
    }
  });
export type SellerDetailsInput = z.infer<typeof sellerDetailsInputSchema>;

/** MISSING: none given; UNVERIFIED: given, waiting for an operator; VERIFIED: an operator checked them. */
export const sellerDetailsStatuses = ['MISSING', 'UNVERIFIED', 'VERIFIED'] as const;

export const sellerDetailsSchema = z.object({
  Kind: z.enum(sellerKinds),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  LegalName: z.string(),
  Address: z.string(),
  Country: z.string(),
  DOB: z.string().nullable(),
  NINO: z.string().nullable(),
  TaxID: z.string().nullable(),
  CompanyNumber: z.string().nullable(),
  UTR: z.string().nullable(),
  /** The seller's VAT number, when they gave one. */
  VAT: z.string().nullable().optional(),
  /** What differs from the identity check: an operator looks before verifying. */
  KycMismatch: z.array(z.string()),
  Saved: z.string(),
  Verified: z.string().nullable(),
});
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;

// GET and POST /provider/sellerdetails
export const sellerDetailsResponseSchema = envelopeSchema.extend({
  data: z.object({ Status: z.enum(sellerDetailsStatuses), Details: sellerDetailsSchema.nullable() }),
});
export type SellerDetailsResponse = z.infer<typeof sellerDetailsResponseSchema>;

// GET /ops/sellerdetails?status=pending|all
export const opsSellerDetailsQuerySchema = z.object({
  status: z
    .enum(['pending', 'all'], { error: 'status must be pending or all.' })
    .optional()
    .default('pending'),
});
export const opsSellerSchema = z.object({
  ProviderID: z.string(),
  Email: z.string().nullable(),
  Name: z.string(),
  Status: z.enum(sellerDetailsStatuses),
  Details: sellerDetailsSchema.nullable(),
  /** The reminders sent to give the details (first-payout, deadline-YYYY, payouts-held), oldest first. */
  Reminders: z.array(z.string()).optional(),
  /** Payouts owed that wait for the details (the hold after the reminders). */
  PayoutsHeld: z.number().optional(),
});
export type OpsSeller = z.infer<typeof opsSellerSchema>;
export const opsSellerDetailsResponseSchema = envelopeSchema.extend({ data: z.array(opsSellerSchema) });
export type OpsSellerDetailsResponse = z.infer<typeof opsSellerDetailsResponseSchema>;

// POST /ops/sellerdetails/:providerId/verify
export const sellerParamsSchema = z.object({
  providerId: z.string().trim().min(1).max(40),
});
export const verifySellerInputSchema = z.object({
  note: z.string().trim().max(500, 'Please keep the note under 500 characters').optional(),
});

/** The figures of one seller for a year: per quarter, Q1 first. */
export const reportedFiguresSchema = z.object({
  Consideration: z.array(z.number()).length(4),
  Fees: z.array(z.number()).length(4),
  Activities: z.array(z.number()).length(4),
});
export type ReportedFigures = z.infer<typeof reportedFiguresSchema>;

// POST /ops/hmrc/reports: produce (and record) the year's report, or a correcting one.
export const reportFormats = ['xml', 'csv'] as const;
export const hmrcReportInputSchema = z.object({
  year: z.coerce
    .number({ error: 'year must be a calendar year, like 2025.' })
    .int('year must be a calendar year, like 2025.')
    .min(2024, 'Reporting began with 2024: year must be 2024 or later.')
    .max(9999, 'year must be a calendar year, like 2025.'),
  format: z.enum(reportFormats, { error: 'format must be xml or csv.' }),
  /** true: builds the report from the ledger without recording it (any year, the current one too). */
  draft: z
    .enum(['true', 'false'], { error: 'draft must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});
export const hmrcReportResponseSchema = envelopeSchema.extend({
  data: z.object({
    MessageRefID: z.string(),
    Year: z.number(),
    /** ORIGINAL, CORRECTION (only the sellers whose figures changed) or DRAFT (not recorded). */
    Kind: z.enum(['ORIGINAL', 'CORRECTION', 'DRAFT']),
    Sellers: z.number(),
    /** Sellers left out because their details are missing. */
    MissingDetails: z.array(z.string()),
    Format: z.enum(reportFormats),
    Content: z.string(),
  }),
});
export type HmrcReportResponse = z.infer<typeof hmrcReportResponseSchema>;

// GET /provider/hmrcstatement?year=
export const hmrcStatementQuerySchema = z.object({
  year: hmrcReportInputSchema.shape.year,
});
export const hmrcStatementResponseSchema = envelopeSchema.extend({
  data: z
    .object({
      Year: z.number(),
      DocRefID: z.string(),
      Corrects: z.string().nullable(),
      Reported: z.string(),
      Seller: z.object({ Kind: z.enum(sellerKinds), Name: z.string(), Reference: z.string() }),
      Currency: z.string(),
      Figures: reportedFiguresSchema,
    })
    .nullable(),
});
export type HmrcStatementResponse = z.infer<typeof hmrcStatementResponseSchema>;
