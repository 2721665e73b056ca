// npm run ops -- report hmrc through the running server: the year's report on stdout as CSV or DPI XML,
// recorded once (the same report again while nothing changed), a draft for the year not yet ended.
import { backends } from '@callout/server-testing/backends';
import { dpiSchemaErrors } from '@callout/server-testing/dpi-schema';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { client, uniqueEmail } from '@callout/server-testing/harness';
import { operatorCli } from '@callout/server-testing/operator-cli';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { dpiStructureProblems, elementsNamed, parseXml } from '../domain/payouts/hmrc/dpi-structure';
import { hmrcMessages } from '../domain/payouts/hmrc/messages';

describe.each(backends)('report hmrc on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true, env: { PLATFORM_FEE_PERCENT: '10' } });
  const { run } = operatorCli(server);
  const thisYear = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
  );

  it("prints the year's report as CSV or XML, records it once, and refuses a year not ended", async () => {
    const email = uniqueEmail('reporter');
    const password = 'a-long-operator-password';
    await run(['operator:create', email, 'Rita', 'Reporter'], [password]);
    const args = ['report', 'hmrc', '--year', '2025', '--format', 'csv'];
    expect((await run(args)).err).toBe('You are not logged in. Run: login <email>');
    expect((await run(['login', email, '--server', server.url], [password])).code).toBe(0);

    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    await server.db.query(`UPDATE payouts SET created_at = '2025-05-06T09:00:00Z' WHERE order_id = $1`, [
      orderid,
    ]);
    const details = {
      kind: 'COMPANY',
      legalname: 'Paula Plumbing, Ltd',
      companynumber: 'SC123456',
      address: '5 Loch Street, Glasgow',
    };
    expect((await c.post('/provider/sellerdetails', details, w.provider.token)).status).toBe(200);

    const usage = 'Usage: report hmrc --year YYYY --format xml|csv [--draft]';
    expect(await run(['report', 'hmrc', '--year', '2025'])).toMatchObject({ code: 1, err: usage });
    expect(await run(['report', 'vat', '--year', '2025', '--format', 'csv'])).toMatchObject({
      code: 1,
      err: usage,
    });
    expect(await run(['report', 'hmrc', '--year', '2025', '--format', 'pdf'])).toMatchObject({
      code: 1,
      err: usage,
    });

    const csv = await run(args);
    expect(csv.code).toBe(0);
    expect(csv.err).toMatch(/^The report for 2025: 1 seller\(s\)\. ORIGINAL GB2025-/);
    const [header, row, ...more] = csv.out.split('\r\n');
    expect(more).toEqual([]);
    expect(header).toMatch(
      /^MessageRefId,DocRefId,DocTypeIndic,CorrDocRefId,ProviderID,SellerKind,LegalName,/,
    );
    expect(row).toContain(`,${w.provider.id},COMPANY,"Paula Plumbing, Ltd",`);
    expect(row).toContain(',GBP,0.00,0.00,0,72.00,8.00,1,0.00,0.00,0,0.00,0.00,0,72.00,8.00,1');

    const xml = await run(['report', 'hmrc', '--year', '2025', '--format', 'XML']);
    expect(xml.code).toBe(0);
    expect(xml.err).toContain(hmrcMessages.reportUnchanged(2025));
    expect(dpiStructureProblems(xml.out)).toEqual([]);
    expect(dpiSchemaErrors(xml.out)).toEqual([]);
    const root = parseXml(xml.out);
    expect(elementsNamed(root, 'dpi:ConsQ2').map((e) => e.text)).toEqual(['72']);
    expect(elementsNamed(root, 'dpi:IN').map((e) => e.text)).toContain('SC123456');
    // The same report: the CSV's MessageRefId is in the XML.
    expect(xml.out).toContain(`<dpi:MessageRefId>${row?.split(',')[0]}</dpi:MessageRefId>`);

    const early = await run(['report', 'hmrc', '--year', String(thisYear), '--format', 'xml']);
    expect(early).toMatchObject({ code: 1, err: hmrcMessages.yearNotEnded(thisYear) });
    const draft = await run(['report', 'hmrc', '--year', String(thisYear), '--format', 'csv', '--draft']);
    expect(draft.code).toBe(0);
    expect(draft.err).toMatch(new RegExp(`^A draft for ${thisYear}, not recorded`));
  });
});
