// Download my data, for customers (at the root) and providers (under /provider):
//   POST /datarequest   ask for a copy of the account's data (an open request is returned, not doubled)
//   GET  /datarequest   the newest request and its state
//   GET  /datadownload  the zip, once, for the link's secret, to the account that asked only
// and for operators GET /ops/datarequests: every request with its one-month clock, and POST /ops/datarequests:
// record one received outside the app (by email, post or phone), answered by the same export job.
import {
  type DataRequestResponse,
  dataDownloadQuerySchema,
  dataRequestResponseSchema,
  type OperatorDataRequestResponse,
  type OperatorDataRequestsResponse,
  operatorDataRequestResponseSchema,
  operatorDataRequestsResponseSchema,
  recordDataRequestInputSchema,
} from '@callout/contracts/data-requests';
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import type { DataExports } from '../../../domain/accounts/data-export/export-job';
import { dataRequestMessages } from '../../../domain/accounts/data-export/messages';
import {
  askForData,
  type DataRequest,
  findRequestableAccount,
  latestRequest,
  listRequestsForOperators,
  type OperatorDataRequest,
  recordOutsideRequest,
  takeArchive,
} from '../../../domain/accounts/data-export/request-store';
import { recordAudit } from '../../../domain/ops/audit-log-store';
import { requireOperator } from '../../../domain/support/operators';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
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

const shownToOperators = (r: OperatorDataRequest) => ({
  ...shown(r),
  AccountID: r.accountId,
  Email: r.email,
  Role: r.role,
  Attempts: r.attempts,
  LastError: r.lastError,
  Overdue: r.overdue,
  Channel: r.channel,
  RecordedBy: r.recordedBy,
  Note: r.note,
});

export function registerDataRequestRoutes(
  api: FastifyInstance,
  { db, clock }: Services,
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
        const { token } = inputOf(request).query;
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
        data: requests.map(shownToOperators),
      };
    },
  );

  api.post(
    '/ops/datarequests',
    documented({
      summary:
        'Record a request for a copy of data received by email, post or phone (the same archive is built and mailed)',
      access: 'operator',
      body: recordDataRequestInputSchema,
      response: operatorDataRequestResponseSchema,
      status: 201,
      errors: [404],
    }),
    async (request, reply): Promise<OperatorDataRequestResponse> => {
      const operator = await requireOperator(db, request);
      const input = inputOf(request).body;
      if (input.receivedon && input.receivedon > londonDate(clock.now())) {
        throw new ApiError(400, dataRequestMessages.receivedInFuture);
      }
      const account = await findRequestableAccount(db, input.accountid);
      if (!account) throw new ApiError(404, dataRequestMessages.accountNotFound);
      const { request: recorded, created } = await db.transaction(async (tx) => {
        const outcome = await recordOutsideRequest(tx, {
          accountId: account.id,
          role: account.role,
          channel: input.channel,
          receivedOn: input.receivedon ?? null,
          operatorId: operator.id,
          note: input.note || null,
        });
        if (outcome.created) {
          await recordAudit(tx, {
            operatorId: operator.id,
            action: 'datarequest.record',
            subjectType: 'data-request',
            subjectId: outcome.request.id,
            accountId: account.id,
            after: { Channel: input.channel, AskedOn: outcome.request.askedAt, DueBy: outcome.request.dueOn },
            note: input.note || null,
          });
        }
        return outcome;
      });
      if (created) {
        request.log.info(
          { account: account.id, role: account.role, channel: input.channel, dataRequest: recorded.id },
          'data access request recorded by an operator',
        );
        exports.wake();
      }
      const [listed] = await listRequestsForOperators(db, 1, recorded.id);
      if (!listed) throw new Error('A recorded data request is not in the list');
      reply.status(created ? 201 : 200);
      return {
        success: true,
        message: created ? dataRequestMessages.recorded : dataRequestMessages.alreadyOpen,
        data: shownToOperators(listed),
      };
    },
  );
}
