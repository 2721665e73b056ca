// The mails about an account itself (suspended, reinstated, a refund, a review hidden, the data copy ready)
// are written in the account's language, like the order mails: a customer who chose Polish reads them in
// Polish (sums in pounds, written the Polish way), one who chose nothing in British English.
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { operatorTools } from '@callout/server-testing/fixtures/provider';
import { type Client, mailbox, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

/** How Polish writes a sum in pounds (`5,00 £`, with a no-break space). */
const polishPounds = (pounds: number) =>
  new Intl.NumberFormat('pl-PL', {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
  }).format(pounds);

describe.each(backends)('account mails in the reader’s language on $name', (backend) => {
  // 12.5%: £80 leaves the provider £70 and the platform £10.
  const { server, c } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '12.5' } });
  const mailsTo = async (to: string) => (await mailbox(server.app)).filter((mail) => mail.to === to);
  const idOf = async (email: string) => {
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    return row?.id ?? '';
  };
  const choosePolish = async (client: Client, token: string) =>
    expect((await client.post('/language', { language: 'pl-PL' }, token)).status).toBe(200);

  it('mails a suspension and a reinstatement in Polish to a Polish customer, in English otherwise', async () => {
    const ops = await operatorTools(server, c);
    const polish = await signUp(c, 'user');
    const english = await signUp(c, 'user');
    await choosePolish(c, polish.token);
    for (const { email } of [polish, english]) {
      const id = await idOf(email);
      expect((await c.post(`/ops/accounts/${id}/suspend`, { note: 'Spam' }, ops.token)).status).toBe(200);
      expect((await c.post(`/ops/accounts/${id}/reinstate`, {}, ops.token)).status).toBe(200);
    }

    const polishMails = await mailsTo(polish.email);
    expect(polishMails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Twoje konto Callout jest zawieszone',
        'Twoje konto Callout jest znów aktywne',
      ]),
    );
    const suspension = polishMails.find((mail) => mail.subject.endsWith('zawieszone'));
    expect(suspension?.text).toContain('Powód: Spam');
    expect(suspension?.text).not.toMatch(/suspended|Hello/);

    const englishMails = await mailsTo(english.email);
    expect(englishMails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Your Callout account is suspended', 'Your Callout account is reinstated']),
    );
    expect(englishMails.find((mail) => mail.subject.endsWith('suspended'))?.text).toContain(
      'The reason: Spam',
    );
  }, 60_000);

  it('mails a refund, the hidden review’s author and the data copy’s link in Polish', async () => {
    const ops = await operatorTools(server, c);
    const world = await orderWorld(server.db, c);
    await choosePolish(c, world.customer.token);

    const orderid = await world.book();
    expect((await world.pay(orderid)).status).toBe(200);
    await world.act('startorder', orderid);
    await world.act('endorder', orderid);
    const refunded = await c.post(
      `/ops/orders/${orderid}/refund`,
      { amount: '5', reason: 'Late' },
      ops.token,
    );
    expect(refunded.status, refunded.body.message).toBe(200);
    const reviewed = await c.post(
      '/newreview',
      { orderid, rating: '5', product: '1', provider: world.provider.id },
      world.customer.token,
    );
    expect(reviewed.status, reviewed.body.message).toBe(201);
    const [review] = await server.db.query<{ id: number }>('SELECT id FROM reviews WHERE order_id = $1', [
      orderid,
    ]);
    const hidden = await c.post(`/ops/reviews/${review?.id}/hide`, { reason: 'Paid for' }, ops.token);
    expect(hidden.status, hidden.body.message).toBe(200);

    expect((await c.post('/datarequest', {}, world.customer.token)).status).toBe(201);
    await expect
      .poll(async () => (await mailsTo(world.customer.email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toEqual(
        expect.arrayContaining([
          `Callout: zwrot ${polishPounds(5)} za zamówienie ${orderid}`,
          'Twoja opinia w Callout została ukryta',
          'Twoje dane z Callout są gotowe do pobrania',
        ]),
      );
    const mails = await mailsTo(world.customer.email);
    expect(mails.find((mail) => mail.subject.includes('opinia'))?.text).toContain('Powód: Paid for');
    expect(mails.find((mail) => mail.subject.includes('dane'))?.text).toContain('przez 7 dni');
    expect(mails.find((mail) => mail.subject.includes('zwrot'))?.text).toContain('Powód: Late');
  }, 60_000);

  it('mails a Polish provider’s payout statement in Polish', async () => {
    const world = await orderWorld(server.db, c);
    expect((await c.post('/provider/language', { language: 'pl-PL' }, world.provider.token)).status).toBe(
      200,
    );
    await c.post('/provider/payoutschedule', { value: 'INSTANT' }, world.provider.token);
    const orderid = await world.book();
    expect((await world.pay(orderid)).status).toBe(200);
    await world.act('startorder', orderid);
    await world.act('endorder', orderid);

    await expect
      .poll(async () => (await mailsTo(world.provider.email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toContain(`Zestawienie wypłaty Callout: wysłano ${polishPounds(70)}`);
    const statement = (await mailsTo(world.provider.email)).find((mail) =>
      mail.subject.startsWith('Zestawienie'),
    );
    expect(statement?.text).toContain(`Zamówienie ${orderid} · Leak repair`);
    expect(statement?.text).toContain(
      `Brutto ${polishPounds(80)} · Opłata ${polishPounds(10)} · Netto ${polishPounds(70)}`,
    );
    expect(statement?.text).toMatch(/Data: \d{1,2} \p{L}+ \d{4} \d{2}:\d{2}/u);

    // The customer, who chose nothing, reads the receipt in English; a Polish customer's is Polish.
    expect((await mailsTo(world.customer.email)).map((mail) => mail.subject)).toContain(
      `Your Callout receipt for order ${orderid}`,
    );
  }, 60_000);

  it('mails a Polish customer’s receipt in Polish', async () => {
    const world = await orderWorld(server.db, c);
    await choosePolish(c, world.customer.token);
    const orderid = await world.book();
    expect((await world.pay(orderid)).status).toBe(200);
    await world.act('startorder', orderid);
    await world.act('endorder', orderid);
    await expect
      .poll(async () => (await mailsTo(world.customer.email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toContain(`Potwierdzenie płatności Callout za zamówienie ${orderid}`);
    const receipt = (await mailsTo(world.customer.email)).find((mail) =>
      mail.subject.startsWith('Potwierdzenie'),
    );
    expect(receipt?.text).toContain(`Zapłacono: ${polishPounds(80)}`);
    expect(receipt?.text).toContain('Visa z końcówką 4242');
    expect(receipt?.text).not.toMatch(/Amount paid|Thank you/);
  }, 60_000);
});
