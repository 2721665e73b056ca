// Digital platform reporting to HMRC: a year's report built from a seeded payouts ledger (instant and weekly
// payouts, refunds before and after the report, two individual and two company sellers), as XML with the
// DPI schema's structure and as CSV; the correcting report after a late refund; each seller's statement;
// the sellers' details with their format checks, the cross-check with KYC and the operator's verification.
import {
  hmrcReportResponseSchema,
  hmrcStatementResponseSchema,
  opsSellerDetailsResponseSchema,
  sellerDetailsMessages,
  sellerDetailsResponseSchema,
} from '@callout/contracts/hmrc-reporting';
import { backends } from '@callout/server-testing/backends';
import { dpiSchemaErrors } from '@callout/server-testing/dpi-schema';
import { type OrderFlow, orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeCustomer, makeProvider } from '@callout/server-testing/fixtures/orders';
import { kycForm } from '@callout/server-testing/fixtures/provider';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client, type Form } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../domain/ops/audit-log-store';
import {
  dpiStructureProblems,
  elementsNamed,
  parseXml,
  type XmlElement,
} from '../../../domain/payouts/hmrc/dpi-structure';
import { hmrcMessages, mismatchMessages } from '../../../domain/payouts/hmrc/messages';

const textOf = (element: XmlElement, name: string) => elementsNamed(element, name).map((e) => e.text);
const quarterly = (seller: XmlElement, prefix: string) =>
  [1, 2, 3, 4].map((q) => Number(textOf(seller, `dpi:${prefix}Q${q}`)[0]));

/** The figures of each ReportableSeller, by the name it is reported under. */
function sellersOf(xml: string) {
  const root = parseXml(xml);
  return new Map(
    elementsNamed(root, 'dpi:ReportableSeller').map((seller) => {
      const person = elementsNamed(seller, 'dpi:IndSellerID')[0];
      const name = person
        ? `${textOf(person, 'dpi:FirstName')[0]} ${textOf(person, 'dpi:LastName')[0]}`
        : (textOf(elementsNamed(seller, 'dpi:EntSellerID')[0] ?? seller, 'dpi:Name')[0] ?? '');
      return [
        name,
        {
          consideration: quarterly(seller, 'Cons'),
          fees: quarterly(seller, 'Fees'),
          activities: quarterly(seller, 'Numb'),
          docType: textOf(seller, 'stf:DocTypeIndic')[0],
          docRefId: textOf(seller, 'stf:DocRefId')[0],
          corrDocRefId: textOf(seller, 'stf:CorrDocRefId')[0] ?? null,
        },
      ];
    }),
  );
}

/** A small CSV reader: quoted cells with doubled quotes, CRLF rows. */
function readCsv(csv: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv.charAt(i);
    const next = csv.charAt(i + 1);
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

describe.each(backends)('HMRC digital platform reporting on $name', (backend) => {
  // 10%: an £80 order leaves the provider £72 and the platform £8.
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '10', COMPANY_UTR: '1111111111' } });
  const thisYear = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
  );

  /** A provider on a schedule with £80 orders ended (captured, their payouts recorded). */
  async function seller(c: Client, schedule: 'INSTANT' | 'WEEKLY', orders: number) {
    const w = await orderWorld(server.db, c);
    await c.post('/provider/payoutschedule', { value: schedule }, w.provider.token);
    const ids: string[] = [];
    for (let i = 0; i < orders; i++) ids.push(await settle(w));
    return { w, ids };
  }
  async function settle(w: OrderFlow) {
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    return orderid;
  }
  const creditedAt = (orderId: string, at: string) =>
    server.db.query('UPDATE payouts SET created_at = $2::timestamptz WHERE order_id = $1', [orderId, at]);
  const refund = async (c: Client, orderId: string, amount: string, token: string) =>
    expect(
      (await c.post(`/ops/orders/${orderId}/refund`, { amount, reason: 'Part of the job undone' }, token))
        .status,
    ).toBe(200);
  const report = async (c: Client, form: Form, token: string) => {
    const reply = await c.post('/ops/hmrc/reports', form, token);
    expect(reply.status, reply.body.message).toBe(200);
    return hmrcReportResponseSchema.parse(reply.body);
  };
  const statement = async (c: Client, year: number, token: string) =>
    hmrcStatementResponseSchema.parse((await c.get(`/provider/hmrcstatement?year=${year}`, token)).body);
  const giveDetails = async (c: Client, form: Form, token: string) => {
    const reply = await c.post('/provider/sellerdetails', form, token);
    expect(reply.status, reply.body.message).toBe(200);
    return sellerDetailsResponseSchema.parse(reply.body).data;
  };

  it("builds a year's report from the ledger, corrects it after a late refund, and each seller's statement matches", async () => {
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    const a = await seller(c, 'INSTANT', 2);
    const b = await seller(c, 'WEEKLY', 2);
    const co = await seller(c, 'INSTANT', 2);
    const d = await seller(c, 'WEEKLY', 3);
    expect((await c.post('/ops/payouts/weekly', {}, operator.token)).status).toBe(200);
    const [a1 = '', a2 = ''] = a.ids;
    const [b1 = '', b2 = ''] = b.ids;
    const [c1 = '', c2 = ''] = co.ids;
    const [d1 = '', d2 = '', d3 = ''] = d.ids;
    await creditedAt(a1, '2025-02-10T10:00:00Z');
    await creditedAt(a2, '2025-08-15T10:00:00Z');
    await creditedAt(b1, '2025-05-05T10:00:00Z');
    // Credited on 30 December, paid by the weekly batch in January: it counts when it was credited.
    await creditedAt(b2, '2025-12-30T10:00:00Z');
    await server.db.query(`UPDATE payouts SET paid_at = '2026-01-05T06:00:00Z' WHERE order_id = $1`, [b2]);
    await creditedAt(c1, '2025-01-02T00:30:00Z');
    // 30 June 23:30 UTC is 1 July 00:30 in London: the third quarter.
    await creditedAt(c2, '2025-06-30T23:30:00Z');
    await creditedAt(d1, '2025-11-20T10:00:00Z');
    await creditedAt(d2, '2025-10-01T10:00:00Z');
    await creditedAt(d3, '2024-12-31T12:00:00Z');
    // Refunds before the report: £20 of a1 (the provider gives back £18, the fee £2), all of d2.
    await refund(c, a1, '20', operator.token);
    await refund(c, d2, '80', operator.token);

    await giveDetails(
      c,
      {
        kind: 'INDIVIDUAL',
        firstname: 'Amira',
        lastname: 'Shah',
        dob: '1985-03-02',
        nino: 'ab 12 34 56 c',
        address: '4 Mill Lane, Leeds LS1 4AP',
      },
      a.w.provider.token,
    );
    await giveDetails(
      c,
      {
        kind: 'INDIVIDUAL',
        firstname: 'Bartek',
        lastname: 'Nowak',
        dob: '1979-11-30',
        taxid: 'PL85010112345',
        address: '9 "The Row", York',
      },
      b.w.provider.token,
    );
    await giveDetails(
      c,
      {
        kind: 'COMPANY',
        legalname: 'Copper Pipe Ltd',
        companynumber: '01234567',
        utr: '2234567890',
        address: '1 Dock Road, Hull',
      },
      co.w.provider.token,
    );

    // A draft shows the year so far without recording it, and names the seller without details.
    const draft = await report(c, { year: '2025', format: 'csv', draft: 'true' }, operator.token);
    expect(draft.data).toMatchObject({ Kind: 'DRAFT', Sellers: 3, MissingDetails: [d.w.provider.id] });
    expect(await server.db.query('SELECT id FROM hmrc_reports')).toEqual([]);
    await giveDetails(
      c,
      { kind: 'COMPANY', legalname: 'Dee Drains LLP', companynumber: 'OC123456', address: '2 Quay, Bristol' },
      d.w.provider.token,
    );

    const original = await report(c, { year: '2025', format: 'xml' }, operator.token);
    expect(original.message).toBe(hmrcMessages.reportProduced(2025, 4));
    expect(original.data).toMatchObject({ Kind: 'ORIGINAL', Sellers: 4, MissingDetails: [] });
    const xml = original.data.Content;
    expect(dpiStructureProblems(xml)).toEqual([]);
    expect(dpiSchemaErrors(xml)).toEqual([]);
    const root = parseXml(xml);
    expect(textOf(root, 'dpi:MessageTypeIndic')).toEqual(['DPI401']);
    expect(textOf(root, 'dpi:ReportingPeriod')).toEqual(['2025-12-31']);
    expect(textOf(root, 'dpi:MessageRefId')).toEqual([original.data.MessageRefID]);
    const operatorElement = elementsNamed(root, 'dpi:PlatformOperator')[0];
    expect(operatorElement && textOf(operatorElement, 'dpi:TIN')).toEqual(['1111111111']);
    expect(operatorElement && textOf(operatorElement, 'stf:DocTypeIndic')).toEqual(['OECD1']);
    expect(textOf(root, 'dpi:AddressFree')).toContain('9 "The Row", York');

    const sellers = sellersOf(xml);
    expect(sellers.get('Amira Shah')).toMatchObject({
      consideration: [54, 0, 72, 0],
      fees: [6, 0, 8, 0],
      activities: [1, 0, 1, 0],
      docType: 'OECD1',
    });
    expect(sellers.get('Bartek Nowak')).toMatchObject({
      consideration: [0, 72, 0, 72],
      fees: [0, 8, 0, 8],
      activities: [0, 1, 0, 1],
    });
    expect(sellers.get('Copper Pipe Ltd')).toMatchObject({
      consideration: [72, 0, 72, 0],
      fees: [8, 0, 8, 0],
      activities: [1, 0, 1, 0],
    });
    // The order refunded in full is no activity; the one credited in 2024 is not this year's.
    expect(sellers.get('Dee Drains LLP')).toMatchObject({
      consideration: [0, 0, 0, 72],
      fees: [0, 0, 0, 8],
      activities: [0, 0, 0, 1],
    });
    const amira = elementsNamed(root, 'dpi:IndSellerID').find(
      (e) => textOf(e, 'dpi:FirstName')[0] === 'Amira',
    );
    expect(amira && textOf(amira, 'dpi:TIN')).toEqual(['AB123456C']);
    expect(amira && textOf(amira, 'dpi:BirthDate')).toEqual(['1985-03-02']);
    const copper = elementsNamed(root, 'dpi:EntSellerID').find(
      (e) => textOf(e, 'dpi:Name')[0] === 'Copper Pipe Ltd',
    );
    expect(copper && textOf(copper, 'dpi:TIN')).toEqual(['2234567890']);
    expect(copper && textOf(copper, 'dpi:IN')).toEqual(['01234567']);

    // Per quarter, the report adds up to what the ledger holds for these sellers, in London's quarters.
    const ledger = await server.db.query<{ quarter: number; net: number; fee: number }>(
      `SELECT extract(quarter FROM created_at AT TIME ZONE 'Europe/London')::int AS quarter,
         sum(amount_minor)::int AS net, sum(fee_minor)::int AS fee
       FROM payouts WHERE created_at >= '2025-01-01T00:00:00Z' AND created_at < '2026-01-01T00:00:00Z'
       GROUP BY 1 ORDER BY 1`,
    );
    const reported = [...sellers.values()];
    for (const row of ledger) {
      const q = row.quarter - 1;
      expect(reported.reduce((sum, s) => sum + (s.consideration[q] ?? 0) * 100, 0)).toBe(row.net);
      expect(reported.reduce((sum, s) => sum + (s.fees[q] ?? 0) * 100, 0)).toBe(row.fee);
    }

    // The CSV of the same report: nothing changed, so it is that report again.
    const csv = await report(c, { year: '2025', format: 'csv' }, operator.token);
    expect(csv.message).toBe(hmrcMessages.reportUnchanged(2025));
    expect(csv.data.MessageRefID).toBe(original.data.MessageRefID);
    const rows = readCsv(csv.data.Content);
    expect(rows).toHaveLength(4);
    const amiraRow = rows.find((row) => row.LegalName === 'Amira Shah');
    expect(amiraRow).toMatchObject({
      SellerKind: 'INDIVIDUAL',
      NationalInsuranceNumber: 'AB123456C',
      Q1Consideration: '54.00',
      Q1Fees: '6.00',
      Q1Activities: '1',
      Q3Consideration: '72.00',
      TotalConsideration: '126.00',
      TotalFees: '14.00',
      TotalActivities: '2',
      DocRefId: sellers.get('Amira Shah')?.docRefId,
    });
    expect(rows.find((row) => row.LegalName === 'Bartek Nowak')?.Address).toBe('9 "The Row", York');

    // Each provider's statement is their part of the report.
    const amiraStatement = await statement(c, 2025, a.w.provider.token);
    expect(amiraStatement.data).toMatchObject({
      Year: 2025,
      DocRefID: sellers.get('Amira Shah')?.docRefId,
      Corrects: null,
      Seller: { Kind: 'INDIVIDUAL', Name: 'Amira Shah', Reference: 'AB123456C' },
      Currency: 'GBP',
      Figures: { Consideration: [54, 0, 72, 0], Fees: [6, 0, 8, 0], Activities: [1, 0, 1, 0] },
    });
    expect((await statement(c, 2024, a.w.provider.token)).data).toBeNull();

    // A refund after the report: £40 of c1 gives a correcting report of Copper Pipe alone.
    await refund(c, c1, '40', operator.token);
    const correction = await report(c, { year: '2025', format: 'xml' }, operator.token);
    expect(correction.message).toBe(hmrcMessages.correctionProduced(2025, 1));
    expect(correction.data).toMatchObject({ Kind: 'CORRECTION', Sellers: 1 });
    expect(correction.data.MessageRefID).not.toBe(original.data.MessageRefID);
    expect(dpiStructureProblems(correction.data.Content)).toEqual([]);
    expect(dpiSchemaErrors(correction.data.Content)).toEqual([]);
    const corrected = parseXml(correction.data.Content);
    expect(textOf(corrected, 'dpi:MessageTypeIndic')).toEqual(['DPI402']);
    const resent = elementsNamed(corrected, 'dpi:PlatformOperator')[0];
    expect(resent && textOf(resent, 'stf:DocTypeIndic')).toEqual(['OECD0']);
    const correctedSellers = sellersOf(correction.data.Content);
    expect([...correctedSellers.keys()]).toEqual(['Copper Pipe Ltd']);
    expect(correctedSellers.get('Copper Pipe Ltd')).toMatchObject({
      consideration: [36, 0, 72, 0],
      fees: [4, 0, 8, 0],
      activities: [1, 0, 1, 0],
      docType: 'OECD2',
      corrDocRefId: sellers.get('Copper Pipe Ltd')?.docRefId,
    });
    const copperStatement = await statement(c, 2025, co.w.provider.token);
    expect(copperStatement.data).toMatchObject({
      DocRefID: correctedSellers.get('Copper Pipe Ltd')?.docRefId,
      Corrects: sellers.get('Copper Pipe Ltd')?.docRefId,
      Seller: { Kind: 'COMPANY', Name: 'Copper Pipe Ltd', Reference: '2234567890' },
      Figures: { Consideration: [36, 0, 72, 0], Fees: [4, 0, 8, 0] },
    });
    // The others' statements still show the original.
    expect((await statement(c, 2025, a.w.provider.token)).data?.DocRefID).toBe(
      sellers.get('Amira Shah')?.docRefId,
    );
    // Asked again with nothing new: the correction again, not a second one.
    const again = await report(c, { year: '2025', format: 'xml' }, operator.token);
    expect(again.data.MessageRefID).toBe(correction.data.MessageRefID);
    expect(await server.db.query('SELECT id FROM hmrc_reports WHERE year = 2025')).toHaveLength(2);
    // Both reports recorded are in the operators' audit log, the repeats are not.
    const produced = (await listAudit(server.db, { search: 'hmrc.report' })).filter(
      (entry) => entry.SubjectType === 'hmrc-report',
    );
    expect(produced.map((entry) => [entry.Action, entry.SubjectID]).sort()).toEqual(
      [
        ['hmrc.report', original.data.MessageRefID],
        ['hmrc.report-correct', correction.data.MessageRefID],
      ].sort(),
    );
  }, 120_000);

  it('reports a seller resident abroad, VAT numbers and the payout account, valid against the schema; the CSV masks the account', async () => {
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    const abroad = await seller(c, 'INSTANT', 1);
    const company = await seller(c, 'INSTANT', 1);
    await creditedAt(abroad.ids[0] ?? '', '2024-03-10T10:00:00Z');
    await creditedAt(company.ids[0] ?? '', '2024-05-10T10:00:00Z');
    const saved = await giveDetails(
      c,
      {
        kind: 'INDIVIDUAL',
        firstname: 'Marta',
        lastname: 'Kowalska',
        dob: '1988-07-14',
        taxid: '88071412345',
        address: 'ul. Długa 5, 80-827 Gdańsk',
        country: 'pl',
        vat: 'PL 526-000-12-46',
      },
      abroad.w.provider.token,
    );
    expect(saved.Details).toMatchObject({ Country: 'PL', VAT: 'PL 526-000-12-46' });
    await giveDetails(
      c,
      {
        kind: 'COMPANY',
        legalname: 'Brass Tap Ltd',
        utr: '2234567890',
        address: '5 Wharf Street, Leeds',
        vat: 'gb 123 4567 89',
      },
      company.w.provider.token,
    );
    const accounts = new Map(
      (
        await server.db.query<{ provider_id: string; account_ref: string }>(
          'SELECT provider_id, account_ref FROM payout_accounts WHERE provider_id = ANY($1::text[])',
          [[abroad.w.provider.id, company.w.provider.id]],
        )
      ).map((row) => [row.provider_id, row.account_ref]),
    );
    const abroadAccount = accounts.get(abroad.w.provider.id) ?? '';
    const companyAccount = accounts.get(company.w.provider.id) ?? '';
    expect(abroadAccount.length).toBeGreaterThan(4);

    const draft = (await report(c, { year: '2024', format: 'xml', draft: 'true' }, operator.token)).data;
    expect(dpiStructureProblems(draft.Content)).toEqual([]);
    expect(dpiSchemaErrors(draft.Content)).toEqual([]);
    const sellers = elementsNamed(parseXml(draft.Content), 'dpi:ReportableSeller');
    const person = sellers.find((e) => textOf(e, 'dpi:LastName')[0] === 'Kowalska');
    const firm = sellers.find((e) => textOf(e, 'dpi:Name')[0] === 'Brass Tap Ltd');
    if (!person || !firm) throw new Error('a seller is missing from the report');
    expect(textOf(person, 'dpi:ResCountryCode')).toEqual(['PL']);
    expect(textOf(person, 'dpi:CountryCode')).toEqual(['PL']);
    expect(elementsNamed(person, 'dpi:TIN')[0]?.attributes).toEqual({ issuedBy: 'PL' });
    expect(textOf(person, 'dpi:VAT')).toEqual(['PL 526-000-12-46']);
    expect(elementsNamed(person, 'dpi:Identifier')).toMatchObject([
      { text: abroadAccount, attributes: { AccountNumberType: 'Other' } },
    ]);
    expect(textOf(firm, 'dpi:ResCountryCode')).toEqual(['GB']);
    expect(textOf(firm, 'dpi:VAT')).toEqual(['GB123456789']);
    expect(textOf(firm, 'dpi:Identifier')).toEqual([companyAccount]);

    // The CSV has the country and the VAT numbers; the payout account by its last four characters only.
    const csv = (await report(c, { year: '2024', format: 'csv', draft: 'true' }, operator.token)).data
      .Content;
    const rows = readCsv(csv);
    expect(rows.find((row) => row.LastName === 'Kowalska')).toMatchObject({
      Country: 'PL',
      VATNumber: 'PL 526-000-12-46',
      FinancialAccount: `****${abroadAccount.slice(-4)}`,
    });
    expect(rows.find((row) => row.LegalName === 'Brass Tap Ltd')).toMatchObject({ VATNumber: 'GB123456789' });
    expect(csv).not.toContain(abroadAccount);
    expect(csv).not.toContain(companyAccount);

    // Records made before these details were kept say nothing of them: producing the year again corrects
    // only the sellers whose details did change, not every seller for a detail that was never there.
    const original = (await report(c, { year: '2024', format: 'xml' }, operator.token)).data;
    expect(original.Kind).toBe('ORIGINAL');
    await server.db.query(
      `UPDATE hmrc_report_sellers SET reported = jsonb_set(reported, '{identity}',
         (reported->'identity') - 'vat') WHERE provider_id = $1 AND year = 2024`,
      [company.w.provider.id],
    );
    await server.db.query(
      `UPDATE hmrc_report_sellers SET reported = jsonb_set(reported, '{identity}',
         (reported->'identity') - 'financialAccount') WHERE provider_id = $1 AND year = 2024`,
      [abroad.w.provider.id],
    );
    await server.db.query('UPDATE seller_tax_details SET vat_number = NULL WHERE provider_id = $1', [
      company.w.provider.id,
    ]);
    await server.db.query('DELETE FROM payout_accounts WHERE provider_id = $1', [abroad.w.provider.id]);
    const again = (await report(c, { year: '2024', format: 'xml' }, operator.token)).data;
    expect(again.MessageRefID).toBe(original.MessageRefID);
  });

  it('checks the details a provider gives, flags what differs from KYC, and lets an operator verify them', async () => {
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    const provider = await makeProvider(server.db, c, { kyc: null });
    const kyc = kycForm({ firstName: 'Zadie', lastName: 'Okafor', dob: '1990-04-12', idno: 'JG103759A' });
    expect((await c.post('/provider/updatekyc', kyc, provider.token)).status).toBe(201);

    const none = sellerDetailsResponseSchema.parse(
      (await c.get('/provider/sellerdetails', provider.token)).body,
    );
    expect(none.data).toEqual({ Status: 'MISSING', Details: null });
    const pending = async () =>
      opsSellerDetailsResponseSchema.parse((await c.get('/ops/sellerdetails', operator.token)).body).data;
    expect((await pending()).find((s) => s.ProviderID === provider.id)).toMatchObject({ Status: 'MISSING' });

    const individual = {
      kind: 'INDIVIDUAL',
      firstname: 'Zadie',
      lastname: 'Okafor',
      dob: '1990-04-21',
      nino: 'AB 12 34 56 C',
      address: '12 Canal Street, Manchester',
    };
    const saved = await c.post('/provider/sellerdetails', individual, provider.token);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(hmrcMessages.detailsSavedMismatch);
    expect(sellerDetailsResponseSchema.parse(saved.body).data).toMatchObject({
      Status: 'UNVERIFIED',
      Details: {
        NINO: 'AB123456C',
        DOB: '1990-04-21',
        KycMismatch: [mismatchMessages.dob, mismatchMessages.nino],
      },
    });
    const matching = await giveDetails(
      c,
      { ...individual, dob: '1990-04-12', nino: 'JG103759A' },
      provider.token,
    );
    expect(matching.Details?.KycMismatch).toEqual([]);
    const waiting = (await pending()).find((s) => s.ProviderID === provider.id);
    expect(waiting).toMatchObject({ Status: 'UNVERIFIED', Details: { LastName: 'Okafor' } });

    const verified = await c.post(
      `/ops/sellerdetails/${provider.id}/verify`,
      { note: 'Seen the passport' },
      operator.token,
    );
    expect(verified.status).toBe(200);
    expect(sellerDetailsResponseSchema.parse(verified.body).data.Status).toBe('VERIFIED');
    expect((await pending()).some((s) => s.ProviderID === provider.id)).toBe(false);
    const audit = await listAudit(server.db, { subject: { type: 'seller-details', id: provider.id } });
    expect(audit).toMatchObject([
      { Action: 'seller.details-verify', Note: 'Seen the passport', AccountID: provider.id },
    ]);
    // Changing them asks for a new verification.
    const changed = await giveDetails(
      c,
      { ...individual, dob: '1990-04-12', nino: 'JG103759A', address: '1 New Road, Salford' },
      provider.token,
    );
    expect(changed.Status).toBe('UNVERIFIED');

    // A company: the name is checked against KYC's organisation.
    const company = await giveDetails(
      c,
      {
        kind: 'COMPANY',
        legalname: 'Other Name Ltd',
        utr: '1111111111',
        address: '12 Canal Street, Manchester',
      },
      provider.token,
    );
    expect(company).toMatchObject({
      Status: 'UNVERIFIED',
      Details: {
        Kind: 'COMPANY',
        UTR: '1111111111',
        CompanyNumber: null,
        NINO: null,
        KycMismatch: [mismatchMessages.organisation],
      },
    });
  });

  it('refuses bad input with a clear 4xx, never a 500', async () => {
    const c = client(server.app);
    const operator = await signInOperator(server, c);
    const provider = await makeProvider(server.db, c);
    const base = {
      kind: 'INDIVIDUAL',
      firstname: 'Ann',
      lastname: 'Lee',
      dob: '1980-01-01',
      nino: 'AB123456C',
      address: '3 High Street, Leeds',
    };
    // Each refusal names the input it is about, so a form puts it at that field in any language.
    const refused: [Form, string, string][] = [
      [{ ...base, nino: 'QQ 12 34 56 C'.replace('QQ', 'GB') }, sellerDetailsMessages.nino, 'nino'],
      [{ ...base, nino: 'DA123456C' }, sellerDetailsMessages.nino, 'nino'],
      [{ ...base, nino: 'AB123456E' }, sellerDetailsMessages.nino, 'nino'],
      [{ ...base, nino: '', taxid: '' }, sellerDetailsMessages.individualNumber, 'nino'],
      [{ ...base, dob: '' }, sellerDetailsMessages.dob, 'dob'],
      [{ ...base, dob: '2999-01-01' }, sellerDetailsMessages.dob, 'dob'],
      [{ ...base, kind: 'PARTNERSHIP' }, sellerDetailsMessages.kind, 'kind'],
      [{ ...base, utr: '1234567890' }, sellerDetailsMessages.utr, 'utr'],
      [{ ...base, country: 'ZZ' }, sellerDetailsMessages.country, 'country'],
      [{ ...base, country: 'United Kingdom' }, sellerDetailsMessages.country, 'country'],
      [{ ...base, vat: 'GB12345678' }, sellerDetailsMessages.vatGb, 'vat'],
      [{ ...base, vat: 'FR12345678901' }, sellerDetailsMessages.vatGb, 'vat'],
      [{ ...base, country: 'FR', vat: 'FR 123 456 789 012 345 678' }, sellerDetailsMessages.vat, 'vat'],
      [{ ...base, country: 'DE', vat: 'DE<123>' }, sellerDetailsMessages.vat, 'vat'],
      [
        { kind: 'COMPANY', legalname: 'Co Ltd', address: '1 Road, Leeds', utr: '2234567891' },
        sellerDetailsMessages.utr,
        'utr',
      ],
      [
        { kind: 'COMPANY', legalname: 'Co Ltd', address: '1 Road, Leeds', companynumber: 'ABC12345' },
        sellerDetailsMessages.companyNumber,
        'companynumber',
      ],
      [
        { kind: 'COMPANY', legalname: 'Co Ltd', address: '1 Road, Leeds' },
        sellerDetailsMessages.companyReference,
        'companynumber',
      ],
      [
        { kind: 'COMPANY', address: '1 Road, Leeds', companynumber: '01234567' },
        sellerDetailsMessages.legalName,
        'legalname',
      ],
    ];
    for (const [form, message, field] of refused) {
      const reply = await c.post('/provider/sellerdetails', form, provider.token);
      expect(reply.status, JSON.stringify(form)).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(reply.body.field, JSON.stringify(form)).toBe(field);
    }
    expect((await c.get('/provider/hmrcstatement?year=twenty', provider.token)).status).toBe(400);
    const badReports: Form[] = [
      { year: '2023', format: 'xml' },
      { year: '2025', format: 'pdf' },
      { year: '2025' },
      { year: '2025.5', format: 'csv' },
      { year: '2025', format: 'xml', draft: 'maybe' },
    ];
    for (const form of badReports) {
      const reply = await c.post('/ops/hmrc/reports', form, operator.token);
      expect(reply.status, JSON.stringify(form)).toBe(400);
      expect(reply.body.message).toMatch(/year|format|draft|Reporting/);
    }
    const early = await c.post(
      '/ops/hmrc/reports',
      { year: String(thisYear), format: 'xml' },
      operator.token,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(hmrcMessages.yearNotEnded(thisYear));
    expect(
      (
        await c.post(
          '/ops/hmrc/reports',
          { year: String(thisYear), format: 'csv', draft: 'true' },
          operator.token,
        )
      ).status,
    ).toBe(200);
    expect((await c.post('/ops/sellerdetails/PRV-NOSUCHONE/verify', {}, operator.token)).body.message).toBe(
      hmrcMessages.providerNotFound,
    );
    const without = await c.post(`/ops/sellerdetails/${provider.id}/verify`, {}, operator.token);
    expect(without.status).toBe(404);
    expect(without.body.message).toBe(hmrcMessages.nothingToVerify);
    expect((await c.get('/ops/sellerdetails?status=everything', operator.token)).status).toBe(400);
  });

  it('keeps each call to its role', async () => {
    const c = client(server.app);
    const provider = await makeProvider(server.db, c);
    const customer = await makeCustomer(c);
    const form = { year: '2025', format: 'xml' };
    for (const token of [undefined, customer.token, provider.token]) {
      expect((await c.post('/ops/hmrc/reports', form, token)).status).toBe(401);
      expect((await c.get('/ops/sellerdetails', token)).status).toBe(401);
      expect((await c.post(`/ops/sellerdetails/${provider.id}/verify`, {}, token)).status).toBe(401);
    }
    for (const token of [undefined, customer.token]) {
      expect((await c.get('/provider/sellerdetails', token)).status).toBe(401);
      expect((await c.post('/provider/sellerdetails', { kind: 'COMPANY' }, token)).status).toBe(401);
      expect((await c.get('/provider/hmrcstatement?year=2025', token)).status).toBe(401);
    }
  });
});
