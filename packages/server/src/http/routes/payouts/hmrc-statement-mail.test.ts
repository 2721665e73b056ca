// Each seller reported to HMRC is mailed their statement once, in their language: when the year's report is
// recorded, and again only when a correction changes their record; a draft or the same report printed again
// mails nobody.
import { hmrcReportResponseSchema, hmrcStatementResponseSchema } from '@callout/contracts/hmrc-reporting';
import { backends } from '@callout/server-testing/backends';
import { type OrderFlow, orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client, type Form, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('the HMRC statement mail on $name', (backend) => {
  // 10%: an £80 order leaves the provider £72 and the platform £8.
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '10' } });

  async function settle(w: OrderFlow) {
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    return orderid;
  }
  const creditedAt = (orderId: string, at: string) =>
    server.db.query('UPDATE payouts SET created_at = $2::timestamptz WHERE order_id = $1', [orderId, at]);
  const report = async (c: Client, form: Form, token: string) => {
    const reply = await c.post('/ops/hmrc/reports', form, token);
    expect(reply.status, reply.body.message).toBe(200);
    return hmrcReportResponseSchema.parse(reply.body).data;
  };
  const statementsTo = async (email: string) =>
    (await mailbox(server.app)).filter((mail) => mail.to === email && mail.text.includes('HMRC'));

  it('mails each reported seller their statement once, in their language, and a correction again', async () => {
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    const english = await orderWorld(server.db, c);
    const polish = await orderWorld(server.db, c);
    const e1 = await settle(english);
    const p1 = await settle(polish);
    await creditedAt(e1, '2025-02-10T10:00:00Z');
    await creditedAt(p1, '2025-08-15T10:00:00Z');
    expect((await c.post('/provider/language', { language: 'pl-PL' }, polish.provider.token)).status).toBe(
      200,
    );
    const details = {
      kind: 'INDIVIDUAL',
      firstname: 'Amira',
      lastname: 'Shah',
      dob: '1985-03-02',
      nino: 'ab 12 34 56 c',
      address: '4 Mill Lane, Leeds LS1 4AP',
    };
    expect((await c.post('/provider/sellerdetails', details, english.provider.token)).status).toBe(200);
    const company = {
      kind: 'COMPANY',
      legalname: 'Kowalski Ltd',
      companynumber: '01234567',
      address: '1 Dock Road, Hull',
    };
    expect((await c.post('/provider/sellerdetails', company, polish.provider.token)).status).toBe(200);

    // A draft records nothing and mails nobody.
    await report(c, { year: '2025', format: 'csv', draft: 'true' }, operator.token);
    expect(await statementsTo(english.provider.email)).toEqual([]);

    const original = await report(c, { year: '2025', format: 'xml' }, operator.token);
    expect(original.Kind).toBe('ORIGINAL');
    const [englishMail, ...moreEnglish] = await statementsTo(english.provider.email);
    expect(moreEnglish).toEqual([]);
    const englishStatement = hmrcStatementResponseSchema.parse(
      (await c.get('/provider/hmrcstatement?year=2025', english.provider.token)).body,
    ).data;
    expect(englishMail?.subject).toBe('Your Callout statement for HMRC: 2025');
    expect(englishMail?.text).toContain('Reported as: Amira Shah (AB123456C)');
    expect(englishMail?.text).toContain('Quarter 1: paid £72.00 · fees withheld £8.00 · activities 1');
    expect(englishMail?.text).toContain('Quarter 3: paid £0.00 · fees withheld £0.00 · activities 0');
    expect(englishMail?.text).toContain(`Record ${englishStatement?.DocRefID}`);
    expect(englishMail?.text).toContain('/provider/taxstatement?year=2025');

    const [polishMail, ...morePolish] = await statementsTo(polish.provider.email);
    expect(morePolish).toEqual([]);
    expect(polishMail?.subject).toBe('Twoje zestawienie Callout dla HMRC: 2025');
    expect(polishMail?.text).toContain('Zgłoszono jako: Kowalski Ltd (01234567)');
    expect(polishMail?.text).toMatch(/Kwartał 3: wypłacono 72,00\s£ · pobrane opłaty 8,00\s£ · usługi 1/);

    // Asking for the CSV after the XML prints the same report: nobody is mailed again.
    await report(c, { year: '2025', format: 'csv' }, operator.token);
    expect(await statementsTo(english.provider.email)).toHaveLength(1);
    expect(await statementsTo(polish.provider.email)).toHaveLength(1);

    // A refund after the report: the correction is mailed to the seller it changes only.
    const refund = await c.post(
      `/ops/orders/${e1}/refund`,
      { amount: '20', reason: 'Part undone' },
      operator.token,
    );
    expect(refund.status, refund.body.message).toBe(200);
    expect((await report(c, { year: '2025', format: 'xml' }, operator.token)).Kind).toBe('CORRECTION');
    const corrected = await statementsTo(english.provider.email);
    expect(corrected).toHaveLength(2);
    const correction = corrected.find(
      (mail) => mail !== englishMail && mail.subject !== englishMail?.subject,
    );
    expect(correction?.subject).toBe('Your corrected Callout statement for HMRC: 2025');
    expect(correction?.text).toContain(`it replaces record ${englishStatement?.DocRefID}`);
    expect(correction?.text).toContain('Quarter 1: paid £54.00 · fees withheld £6.00 · activities 1');
    expect(await statementsTo(polish.provider.email)).toHaveLength(1);
  });
});
