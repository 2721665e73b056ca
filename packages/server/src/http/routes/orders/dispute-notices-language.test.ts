// A dispute's notices and mails are written in each reader's language: a provider and a customer who read
// Callout in Polish are told of the report, the offer and the settlement in Polish, on the bell and by mail.
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('dispute notices in the reader’s language on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('tells a provider and a customer who read Callout in Polish in Polish, on the bell and by mail', async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    expect((await c.post('/provider/language', { language: 'pl-PL' }, w.provider.token)).status).toBe(200);
    expect((await c.post('/language', { language: 'pl-PL' }, w.customer.token)).status).toBe(200);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    const bell = async (accountId: string) =>
      (
        await server.db.query<{ body: string }>('SELECT body FROM notifications WHERE account_id = $1', [
          accountId,
        ])
      ).map((row) => row.body);
    const mailsTo = async (to: string) =>
      (await mailbox(server.app)).filter((m) => m.to === to && m.subject.includes(orderid));

    const opened = await c.post(
      '/reportproblem',
      { orderid, reason: 'DAMAGE', description: 'The floor was scratched.' },
      w.customer.token,
    );
    const disputeId = (opened.body.data as { DisputeID: string }).DisputeID;
    expect(await bell(w.provider.id)).toContainEqual(
      expect.stringMatching(
        /^Klient zgłosił problem z usługą .+: Coś zostało uszkodzone\. Twoja wypłata za nią jest wstrzymana/,
      ),
    );
    expect((await mailsTo(w.provider.email)).map((m) => m.subject)).toEqual([
      `Callout: zgłoszono problem z zamówieniem ${orderid}`,
    ]);

    await c.post(
      '/provider/disputeoffer',
      { orderid, kind: 'PARTIAL_REFUND', amount: '12.50' },
      w.provider.token,
    );
    expect(await bell(w.customer.id)).toContainEqual(
      expect.stringMatching(/^Wykonawca proponuje zwrot 12,50\s£ za /),
    );
    await c.post('/answerdisputeoffer', { orderid, answer: 'DECLINE' }, w.customer.token);

    const operator = await signInOperator(server, c);
    const decided = await c.post(
      `/ops/disputes/${disputeId}/decide`,
      { outcome: 'NO_REFUND', reverseshare: 'false', note: 'Zarysowanie było wcześniej.' },
      operator.token,
    );
    expect(decided.status, decided.body.message).toBe(200);
    const settled = `Callout: problem z zamówieniem ${orderid} został rozstrzygnięty`;
    const customerMail = (await mailsTo(w.customer.email)).find((m) => m.subject === settled);
    expect(customerMail?.text).toContain('Callout rozstrzygnął: bez zwrotu.');
    expect(customerMail?.text).toContain('Uzasadnienie: Zarysowanie było wcześniej.');
    const providerMail = (await mailsTo(w.provider.email)).find((m) => m.subject === settled);
    expect(providerMail?.text).toContain('Twoja wypłata za nią nie jest już wstrzymana.');
    expect(await bell(w.provider.id)).toContainEqual(
      expect.stringMatching(/^Problem z usługą .+ został rozstrzygnięty\. Twoja wypłata/),
    );
    // A whole dispute's life in one test: room for a busy machine.
  }, 20_000);
});
