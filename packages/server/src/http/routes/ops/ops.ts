// The operator tools under /api/ops: KYC and service-request reviews, the account list, the weekly payouts and
// the payments reconciliation. Every call needs
// an operator's session (POST /api/operator/login, the same operators who answer support cases); the
// operator CLI (cli/operator.ts) is their client.
import type { Envelope } from '@callout/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { listAccounts } from '../../../domain/ops/account-list-queries';
import { listKycSubmissions, reviewKyc } from '../../../domain/ops/kyc-reviews';
import {
  accountsQuerySchema,
  accountsResponseSchema,
  kycListQuerySchema,
  kycListResponseSchema,
  kycReviewInputSchema,
  payoutBatchResponseSchema,
  providerParamsSchema,
  reconcileQuerySchema,
  reconcileResponseSchema,
  requestParamsSchema,
  reviewResponseSchema,
  serviceReviewInputSchema,
  servicesListQuerySchema,
  servicesListResponseSchema,
} from '../../../domain/ops/ops-contract';
import { listServiceRequests, reviewServiceRequest } from '../../../domain/ops/service-reviews';
import { GatewayError } from '../../../domain/payments/gateway';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { paymentMessages } from '../../../domain/payments/messages';
import { reconcilePayments } from '../../../domain/payments/reconcile';
import { BatchRunning, runWeeklyPayouts } from '../../../domain/payouts/weekly-payouts';
import { opsMessages } from '../../../domain/provider/messages';
import { requireOperator } from '../../../domain/support/operators';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';
import { registerOpsRefundRoutes } from './ops-refunds';

export function registerOpsRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, siteLinks } = services;
  const { gateway } = gatewaysFor(services);
  registerOpsRefundRoutes(api, services);
  api.get(
    '/ops/kyc',
    documented({
      summary: 'KYC submissions to review',
      access: 'operator',
      query: kycListQuerySchema,
      response: kycListResponseSchema,
    }),
    async (request, reply): Promise<z.infer<typeof kycListResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const { status } = inputOf(request).query;
      const data = await listKycSubmissions(db, env, operator.id, status);
      await grantMediaAccess(db, env, request, reply);
      return { success: true, message: opsMessages.kycListed, data };
    },
  );

  api.post(
    '/ops/kyc/:providerId/review',
    documented({
      summary: 'Verify or query a KYC submission',
      access: 'operator',
      params: providerParamsSchema,
      body: kycReviewInputSchema,
      response: reviewResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { providerId } = inputOf(request).params;
      const input = inputOf(request).body;
      await reviewKyc(db, siteLinks, operator.id, providerId, input);
      return { success: true, message: opsMessages.kycReviewed(input.status) };
    },
  );

  api.get(
    '/ops/services',
    documented({
      summary: 'Service requests to review',
      access: 'operator',
      query: servicesListQuerySchema,
      response: servicesListResponseSchema,
    }),
    async (request): Promise<z.infer<typeof servicesListResponseSchema>> => {
      await requireOperator(db, request);
      const { status } = inputOf(request).query;
      return {
        success: true,
        message: opsMessages.servicesListed,
        data: await listServiceRequests(db, status),
      };
    },
  );

  api.post(
    '/ops/services/:requestId/review',
    documented({
      summary: 'Decide a service request',
      access: 'operator',
      params: requestParamsSchema,
      body: serviceReviewInputSchema,
      response: reviewResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { requestId } = inputOf(request).params;
      const input = inputOf(request).body;
      await reviewServiceRequest(db, siteLinks, operator.id, requestId, input);
      return { success: true, message: opsMessages.serviceReviewed(input.status) };
    },
  );

  api.post(
    '/ops/payouts/weekly',
    documented({
      summary: 'Run the weekly payouts',
      access: 'operator',
      response: payoutBatchResponseSchema,
      errors: [409],
    }),
    async (request): Promise<z.infer<typeof payoutBatchResponseSchema>> => {
      await requireOperator(db, request);
      const batch = await runWeeklyPayouts(db, siteLinks, gateway).catch((error: unknown) => {
        if (error instanceof BatchRunning) throw new ApiError(409, opsMessages.payoutsBusy);
        throw error;
      });
      if (!batch) throw new ApiError(409, opsMessages.payoutsBusy);
      return {
        success: true,
        message: opsMessages.payoutsRun(batch.count, batch.unpaid),
        data: {
          BatchID: batch.batchId,
          Count: batch.count,
          Totals: batch.totals,
          Unpaid: batch.unpaid,
          Held: batch.held,
        },
      };
    },
  );

  api.get(
    '/ops/payments/reconcile',
    documented({
      summary: 'Check every order’s money against the gateway',
      access: 'operator',
      query: reconcileQuerySchema,
      response: reconcileResponseSchema,
      errors: [502],
    }),
    async (request): Promise<z.infer<typeof reconcileResponseSchema>> => {
      await requireOperator(db, request);
      const { orderid } = inputOf(request).query;
      const result = await reconcilePayments(db, gateway, orderid ? { orderId: orderid } : {}).catch(
        (error: unknown) => {
          if (!(error instanceof GatewayError)) throw error;
          request.log.warn({ reason: error.message }, 'reconcile: gateway call failed');
          throw new ApiError(502, paymentMessages.gatewayUnreachable);
        },
      );
      return {
        success: true,
        message: opsMessages.reconciled(result.checked, result.differing.length),
        data: {
          Checked: result.checked,
          Differing: result.differing.map((order) => ({
            OrderID: order.orderId,
            Currency: order.currency,
            Captured: order.capturedMinor,
            Refunded: order.refundedMinor,
            Fee: order.feeMinor,
            Paid: order.paidMinor,
            Pending: order.pendingMinor,
            Problems: order.problems,
          })),
        },
      };
    },
  );

  api.get(
    '/ops/accounts',
    documented({
      summary: 'The account list',
      access: 'operator',
      query: accountsQuerySchema,
      response: accountsResponseSchema,
    }),
    async (request): Promise<z.infer<typeof accountsResponseSchema>> => {
      await requireOperator(db, request);
      const query = inputOf(request).query;
      const { accounts, next } = await listAccounts(db, query);
      return { success: true, message: opsMessages.accountsListed, data: accounts, Next: next };
    },
  );
}
