// GET /receipt?orderid=: the receipt of the customer's own order, once its payment was taken (the printable
// receipt page of mf-orders). Anyone else's order, or an unknown one, gets the order-not-found 404.
import { type ReceiptResponse, receiptQuerySchema, receiptResponseSchema } from '@callout/contracts/receipts';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { customerOrder } from '../../../domain/orders/order-access';
import { receiptMessages } from '../../../domain/orders/receipts/messages';
import { receiptOfOrder } from '../../../domain/orders/receipts/receipt-store';
import { orderProposals, proposalOf } from '../../../domain/orders/reschedule-store';
import { cancellationOf, cancelRightOf } from '../../../domain/orders/right-to-cancel-store';
import { companyDetails } from '../../../env';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerReceiptRoutes(api: FastifyInstance, { db, env }: Services): void {
  const company = companyDetails(env);
  api.get(
    '/receipt',
    documented({
      summary: "The receipt of the customer's order, once its payment was taken",
      access: 'user',
      query: receiptQuerySchema,
      response: receiptResponseSchema,
      errors: [404],
    }),
    async (request): Promise<ReceiptResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid } = inputOf(request).query;
      const order = await customerOrder(db, customer, orderid);
      const receipt = await receiptOfOrder(db, order.id);
      if (!receipt) throw new ApiError(404, receiptMessages.noReceiptYet);
      const moves = (await orderProposals(db, order.id)).filter((row) => row.status === 'ACCEPTED');
      const cancelRight = await cancelRightOf(db, order.id);
      const cancellation = await cancellationOf(db, order.id);
      return {
        success: true,
        message: receiptMessages.loaded,
        data: {
          OrderID: receipt.orderId,
          Service: receipt.service,
          Provider: receipt.provider,
          PaidAt: receipt.paidAt.toISOString(),
          Amount: receipt.amountMinor / 100,
          Currency: receipt.currency,
          CardBrand: receipt.cardBrand,
          CardLast4: receipt.cardLast4,
          CompanyName: company.name,
          CompanyNumber: company.number,
          CompanyAddress: company.address,
          CompanyVatNumber: company.vatNumber,
          Moves: moves.map(proposalOf),
          ...(cancelRight ? { CancelRight: cancelRight } : {}),
          ...(cancellation ? { Cancellation: cancellation } : {}),
        },
      };
    },
  );
}
