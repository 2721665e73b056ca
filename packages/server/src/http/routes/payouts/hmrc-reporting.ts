// Digital platform reporting to HMRC:
//   GET/POST /provider/sellerdetails        a provider's own reportable details (individual or company)
//   GET      /provider/hmrcstatement?year=  what was reported about them for a year
//   GET      /ops/sellerdetails             providers whose details are missing or not verified (operators)
//   POST     /ops/sellerdetails/:providerId/verify   marks them verified (audited)
//   POST     /ops/hmrc/reports              produces the year's report (or its correction) as XML or CSV
import {
  type HmrcReportResponse,
  type HmrcStatementResponse,
  hmrcReportInputSchema,
  hmrcReportResponseSchema,
  hmrcStatementQuerySchema,
  hmrcStatementResponseSchema,
  type OpsSellerDetailsResponse,
  opsSellerDetailsQuerySchema,
  opsSellerDetailsResponseSchema,
  type SellerDetailsResponse,
  sellerDetailsInputSchema,
  sellerDetailsResponseSchema,
  sellerParamsSchema,
  verifySellerInputSchema,
} from '@callout/contracts/hmrc-reporting';
import type { FastifyInstance } from 'fastify';
import { isProviderAccount } from '../../../domain/accounts/account-store';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import {
  draftReport,
  figuresInPounds,
  produceReport,
  type ReportMessage,
  sellerNameAndReference,
} from '../../../domain/payouts/hmrc/annual-report';
import { statementOf } from '../../../domain/payouts/hmrc/annual-report-store';
import { dpiXml } from '../../../domain/payouts/hmrc/dpi-xml';
import { hmrcMessages } from '../../../domain/payouts/hmrc/messages';
import { reportCsv } from '../../../domain/payouts/hmrc/report-csv';
import {
  saveSellerDetails,
  sellersForOperators,
  shownDetails,
  statusOf,
  verifySellerDetails,
} from '../../../domain/payouts/hmrc/seller-details';
import { sellerDetailsOf } from '../../../domain/payouts/hmrc/seller-details-store';
import { requireOperator } from '../../../domain/support/operators';
import { companyDetails } from '../../../env';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

/** The year whose report may be recorded: it has ended in London, where the platform reports. */
const londonYear = (now: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(now));

export function registerHmrcReportingRoutes(
  api: FastifyInstance,
  { db, env, clock, siteLinks }: Services,
): void {
  api.get(
    '/provider/sellerdetails',
    documented({
      summary: 'Your details for HMRC as a seller, and whether an operator has verified them',
      access: 'provider',
      response: sellerDetailsResponseSchema,
    }),
    async (request): Promise<SellerDetailsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const row = await sellerDetailsOf(db, provider.id);
      return {
        success: true,
        message: row ? hmrcMessages.detailsLoaded : hmrcMessages.detailsMissing,
        data: { Status: statusOf(row), Details: row ? shownDetails(row) : null },
      };
    },
  );

  api.post(
    '/provider/sellerdetails',
    documented({
      summary:
        'Give your details for HMRC, as an individual or a company (checked against your identity check)',
      access: 'provider',
      body: sellerDetailsInputSchema,
      response: sellerDetailsResponseSchema,
    }),
    async (request): Promise<SellerDetailsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const input = inputOf(request).body;
      const row = await saveSellerDetails(db, provider.id, input);
      return {
        success: true,
        message: row.kyc_mismatch.length > 0 ? hmrcMessages.detailsSavedMismatch : hmrcMessages.detailsSaved,
        data: { Status: statusOf(row), Details: shownDetails(row) },
      };
    },
  );

  api.get(
    '/provider/hmrcstatement',
    documented({
      summary: 'What was reported to HMRC about you for a calendar year (the latest report or correction)',
      access: 'provider',
      query: hmrcStatementQuerySchema,
      response: hmrcStatementResponseSchema,
    }),
    async (request): Promise<HmrcStatementResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { year } = inputOf(request).query;
      const row = await statementOf(db, provider.id, year);
      if (!row) return { success: true, message: hmrcMessages.statementNone(year), data: null };
      const seller = sellerNameAndReference(row.reported.identity);
      return {
        success: true,
        message: hmrcMessages.statementLoaded(year),
        data: {
          Year: year,
          DocRefID: row.doc_ref_id,
          Corrects: row.corr_doc_ref_id,
          Reported: row.produced,
          Seller: { Kind: row.reported.identity.kind, Name: seller.name, Reference: seller.reference },
          Currency: row.reported.currency.toUpperCase(),
          Figures: figuresInPounds(row.reported),
        },
      };
    },
  );

  api.get(
    '/ops/sellerdetails',
    documented({
      summary: 'Providers whose details for HMRC are missing or not verified (status=all: every provider)',
      access: 'operator',
      query: opsSellerDetailsQuerySchema,
      response: opsSellerDetailsResponseSchema,
    }),
    async (request): Promise<OpsSellerDetailsResponse> => {
      await requireOperator(db, request);
      const { status } = inputOf(request).query;
      const sellers = await sellersForOperators(db, status);
      return {
        success: true,
        message: status === 'all' ? hmrcMessages.allSellersListed : hmrcMessages.sellersListed,
        data: sellers.map((seller) => ({
          ProviderID: seller.providerId,
          Email: seller.email,
          Name: seller.name,
          Status: statusOf(seller.details),
          Details: seller.details ? shownDetails(seller.details) : null,
          Reminders: seller.reminders,
          PayoutsHeld: seller.payoutsHeld,
        })),
      };
    },
  );

  api.post(
    '/ops/sellerdetails/:providerId/verify',
    documented({
      summary: 'Mark a provider’s details for HMRC verified (after looking at any difference from KYC)',
      access: 'operator',
      params: sellerParamsSchema,
      body: verifySellerInputSchema,
      response: sellerDetailsResponseSchema,
      errors: [404],
    }),
    async (request): Promise<SellerDetailsResponse> => {
      const operator = await requireOperator(db, request);
      const { providerId } = inputOf(request).params;
      const { note } = inputOf(request).body;
      if (!(await isProviderAccount(db, providerId))) throw new ApiError(404, hmrcMessages.providerNotFound);
      const row = await db.transaction((tx) => verifySellerDetails(tx, providerId, operator.id, note));
      if (!row) throw new ApiError(404, hmrcMessages.nothingToVerify);
      return {
        success: true,
        message: hmrcMessages.verified,
        data: { Status: statusOf(row), Details: shownDetails(row) },
      };
    },
  );

  api.post(
    '/ops/hmrc/reports',
    documented({
      summary:
        'Produce the year’s report to HMRC from the payouts ledger (XML or CSV); later, its corrections',
      access: 'operator',
      body: hmrcReportInputSchema,
      response: hmrcReportResponseSchema,
      errors: [409],
    }),
    async (request): Promise<HmrcReportResponse> => {
      const operator = await requireOperator(db, request);
      const { year, format, draft } = inputOf(request).body;
      const now = clock.now();
      if (!draft && year >= londonYear(now)) throw new ApiError(409, hmrcMessages.yearNotEnded(year));
      const report = draft
        ? await draftReport(db, year, now)
        : await produceReport(db, siteLinks, year, operator.id);
      request.log.info(
        { operator: operator.id, year, kind: report.kind, report: report.messageRefId },
        'HMRC report produced',
      );
      const company = companyDetails(env);
      const content =
        format === 'xml'
          ? dpiXml(report, {
              name: company.name,
              address: company.address,
              companyNumber: company.number,
              utr: env.COMPANY_UTR ?? null,
            })
          : reportCsv(report);
      return {
        success: true,
        message: messageFor(report),
        data: {
          MessageRefID: report.messageRefId,
          Year: year,
          Kind: report.kind,
          Sellers: report.records.length,
          MissingDetails: report.missingDetails,
          Format: format,
          Content: content,
        },
      };
    },
  );
}

function messageFor(report: ReportMessage): string {
  if (report.repeated) return hmrcMessages.reportUnchanged(report.year);
  if (report.kind === 'DRAFT') return hmrcMessages.draftProduced(report.year, report.records.length);
  if (report.kind === 'CORRECTION')
    return hmrcMessages.correctionProduced(report.year, report.records.length);
  return hmrcMessages.reportProduced(report.year, report.records.length);
}
