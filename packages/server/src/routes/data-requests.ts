// Download my data, for customers (at the root) and providers (under /provider):
//   POST /datarequest   ask for a copy of the account's data (an open request is returned, not doubled)
//   GET  /datarequest   the newest request and its state
//   GET  /datadownload  the zip, once, for the link's secret, to the account that asked only
// and for operators GET /ops/datarequests: every request with its one-month clock.
import {
  type DataRequestResponse,
  dataDownloadQuerySchema,
  dataRequestResponseSchema,
  type OperatorDataRequestsResponse,
  operatorDataRequestsResponseSchema,
} from '@callout/contracts/data-requests';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import type { DataExports } from '../data-export/export-job';
import { dataRequestMessages } from '../data-export/messages';
import {
  askForData,
  type DataRequest,
  latestRequest,
  listRequestsForOperators,
  takeArchive,
} from '../data-export/request-store';
import { ApiError } from '../errors';
import { parseInput } from '../http/parse-input';
import { documented } from '../openapi/route-contract';
import type { Services } from '../services';
import { requireOperator } from '../support/operators';
import { accountRoles } from './account-prefix';

const shown = (request: DataRequest) => ({
  ID: request.id,
  AskedOn: request.askedAt,
  DueBy: request.dueOn,
  Status: request.status,
  ReadyAt: request.readyAt,
  ExpiresAt: request.expiresAt,
  DownloadedAt: request.downloadedAt,
});

export function registerDataRequestRoutes(
  api: FastifyInstance,
  { db }: Services,
  exports: DataExports,
): void {
  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/datarequest`,
      documented({
        summary: 'Ask for a copy of your data (a zip, linked by email when ready)',
        access: role,
        response: dataRequestResponseSchema,
        status: 201,
      }),
      async (request, reply): Promise<DataRequestResponse> => {
        const account = await requireAccount(db, request, role);
        const { request: asked, created } = await askForData(db, account.id, role);
        if (created) {
          request.log.info({ account: account.id, role, dataRequest: asked.id }, 'data access request asked');
          exports.wake();
        }
        reply.status(created ? 201 : 200);
        const message = created
          ? dataRequestMessages.asked
          : asked.status === 'ready'
            ? dataRequestMessages.alreadyReady
            : dataRequestMessages.alreadyAsked;
        return { success: true, message, data: shown(asked) };
      },
    );

    api.get(
      `${prefix}/datarequest`,
      documented({
        summary: 'Your newest request for a copy of your data, and its state',
        access: role,
        response: dataRequestResponseSchema,
      }),
      async (request): Promise<DataRequestResponse> => {
        const account = await requireAccount(db, request, role);
        const latest = await latestRequest(db, account.id);
        return latest
          ? { success: true, message: dataRequestMessages.loaded, data: shown(latest) }
          : { success: true, message: dataRequestMessages.none };
      },
    );

    api.get(
      `${prefix}/datadownload`,
      documented({
        summary: 'Download your data (once, within 7 days, signed in to the account that asked)',
        access: role,
        query: dataDownloadQuerySchema,
        response: { mediaType: 'application/zip' },
        errors: [404, 410],
      }),
      async (request, reply) => {
        const account = await requireAccount(db, request, role);
        const { token } = parseInput(dataDownloadQuerySchema, request.query);
        const outcome = await takeArchive(db, account.id, token);
        if (outcome.kind === 'unknown') throw new ApiError(404, dataRequestMessages.badLink);
        if (outcome.kind === 'used') throw new ApiError(410, dataRequestMessages.used);
        if (outcome.kind !== 'archive') throw new ApiError(410, dataRequestMessages.expired);
        request.log.info(
          { account: account.id, role, bytes: outcome.archive.length },
          'data archive downloaded',
        );
        return reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            `attachment; filename="callout-data-${outcome.askedAt.slice(0, 10)}.zip"`,
          )
          .header('cache-control', 'no-store')
          .send(outcome.archive);
      },
    );
  }

  api.get(
    '/ops/datarequests',
    documented({
      summary: 'Requests for a copy of data, open ones first, with their one-month clock',
      access: 'operator',
      response: operatorDataRequestsResponseSchema,
    }),
    async (request): Promise<OperatorDataRequestsResponse> => {
      await requireOperator(db, request);
      const requests = await listRequestsForOperators(db);
      return {
        success: true,
        message: dataRequestMessages.listed,
        data: requests.map((r) => ({
          ...shown(r),
          AccountID: r.accountId,
          Email: r.email,
          Role: r.role,
          Attempts: r.attempts,
          LastError: r.lastError,
          Overdue: r.overdue,
        })),
      };
    },
  );
}
