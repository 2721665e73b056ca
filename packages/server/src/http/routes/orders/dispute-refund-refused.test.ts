// A dispute's refund that the payment provider refuses: the customer's and the operator's dispute show it
// (the operator with the provider's reason), nothing is refunded or lost (the amount stays refundable), and
// the operator makes it again as any refused refund, through the order's refunds; then the notice goes.
import { orderDisputeResponseSchema } from '@callout/contracts/disputes';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, sandboxIntents } from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { decideDispute } from '../../../domain/orders/disputes/dispute-actions';
import { settleDispute } from '../../../domain/orders/disputes/dispute-money';
import { GatewayError, type PaymentGateway } from '../../../domain/payments/gateway';
import { createSandboxGateway } from '../../../domain/payments/sandbox-gateway';
import type { Mailer } from '../../../infra/mail/mailer';

describe.each(backends)('a refused dispute refund on $name', (backend) => {
  const { server } = suiteServer(backend);
  const quietMailer = { sendWithin: async () => undefined } as unknown as Mailer;

  it('shows on both dispute screens, keeps the money refundable, and is made again through the refunds', async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    const opened = await c.post(
      '/reportproblem',
      { orderid, reason: 'POOR_QUALITY', description: 'The grout is already cracking.' },
      w.customer.token,
    );
    const disputeId = (opened.body.data as { DisputeID: string }).DisputeID;
    const operator = await signInOperator(server, c);
    const [staff] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      operator.email,
    ]);

    // The operator decides £15 back; the payment provider refuses the refund.
    const sandbox = createSandboxGateway(server.db);
    const refusing: PaymentGateway = Object.assign(Object.create(sandbox) as PaymentGateway, {
      refund: async () => {
        throw new GatewayError('The card account is closed.', false);
      },
    });
    await decideDispute(server.db, quietMailer, staff?.id ?? '', disputeId, {
      outcome: 'PARTIAL_REFUND',
      amountMinor: 1500,
      reverseShare: true,
      note: 'The grout was rushed.',
    });
    await settleDispute(server.db, server.siteLinks, refusing, disputeId);

    const customerSide = async () =>
      orderDisputeResponseSchema.parse(
        (await c.get(`/orderdispute${query({ orderid })}`, w.customer.token)).body,
      ).data.Dispute;
    const opsSide = async () =>
      (await c.get(`/ops/disputes/${disputeId}`, operator.token)).body.data as {
        RefundRefused?: string | null;
        Refundable: number;
      };
    expect(await customerSide()).toMatchObject({
      Status: 'DECIDED',
      Decision: { Refund: 15 },
      RefundRefused: 'The card account is closed.',
      Refundable: 80,
    });
    expect(await opsSide()).toMatchObject({ RefundRefused: 'The card account is closed.', Refundable: 80 });
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 0 }]);

    // Made again as any refused refund: the order's refund, with the sandbox now accepting it.
    const again = await c.post(
      `/ops/orders/${orderid}/refund`,
      { amount: '15.00', reason: `Problem ${disputeId}: the refund again` },
      operator.token,
    );
    expect(again.status, again.body.message).toBe(200);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 1500 }]);
    expect(await customerSide()).toMatchObject({ RefundRefused: null, Refundable: 65 });
    expect((await opsSide()).RefundRefused).toBeNull();
  });
});
