// Download my data: a customer or provider asks, the export job builds the zip once (whichever instance
// claims it), the link is mailed, and the archive goes only to the account that asked, once, within 7 days.
// The archive holds that account's records, CSVs and pictures and nothing of any other account.
import {
  dataRequestResponseSchema,
  downloadTokenMessage,
  operatorDataRequestsResponseSchema,
} from '@callout/contracts/data-requests';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeCustomer, query } from '@callout/server-testing/fixtures/orders';
import { pixelDataUrl, pixelPng, signInOperator } from '@callout/server-testing/fixtures/support';
import { readZip } from '@callout/server-testing/fixtures/zip';
import { type Client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dataRequestMessages } from '../../../domain/accounts/data-export/messages';
import {
  claimNextRequest,
  maxAttempts,
  recordFailure,
} from '../../../domain/accounts/data-export/request-store';

type Prefix = '' | '/provider';

describe.each(backends)('download my data on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const status = async (prefix: Prefix, token: string) =>
    dataRequestResponseSchema.parse((await c.get(`${prefix}/datarequest`, token)).body).data;

  /** Waits for the export job (woken by the request) to finish the account's newest request. */
  const ready = async (prefix: Prefix, token: string) => {
    for (let tries = 0; tries < 200; tries += 1) {
      const request = await status(prefix, token);
      if (request && request.Status !== 'asked' && request.Status !== 'preparing') return request;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the export was not built');
  };

  /** The secret of the newest data mail to `email`, and the whole mail. */
  const mailedLink = async (app: FastifyInstance, email: string) => {
    const mail = (await mailbox(app)).find((m) => m.to === email && m.subject.includes('data'));
    const link = /\/settings\?download=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!mail || !link?.[1]) throw new Error(`no data link mailed to ${email}`);
    return { token: link[1], mail };
  };

  const download = (prefix: Prefix, secret: string, token: string) =>
    server.app.inject({
      url: `/api${prefix}/datadownload${query({ token: secret })}`,
      headers: { authorization: `Bearer ${token}` },
    });

  const idOf = async (email: string) => {
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    return row?.id ?? '';
  };

  const setNames = async (client: Client, token: string, firstname: string, lastname: string) => {
    const reply = await client.post(
      '/updatebio',
      { firstname, lastname, phone: '07700900123', image: pixelPng },
      token,
    );
    expect(reply.status, reply.body.message).toBe(200);
  };

  it("gives the customer their orders, payments, messages and pictures, and nothing of another customer's", async () => {
    const world = await orderWorld(server.db, c);
    const me = world.customer;
    await setNames(c, me.token, 'Cora', 'Quennell');
    const orderId = await world.book();
    expect((await world.pay(orderId)).status).toBe(200);
    const say = (prefix: Prefix, token: string, form: Record<string, string>) =>
      c.post(`${prefix}/newchat`, { ChatId: orderId, Category: 'ORDER', ...form }, token);
    expect(
      (await say('', me.token, { Message: 'The gate code is 4411', ImageData: pixelDataUrl })).status,
    ).toBe(201);
    expect((await say('/provider', world.provider.token, { Message: 'On my way' })).status).toBe(201);
    expect((await c.post('/jobphotos', { orderid: orderId, ImageData: pixelDataUrl }, me.token)).status).toBe(
      201,
    );

    // Another customer of the same provider, with an order and a chat of their own.
    const other = await makeCustomer(c);
    await setNames(c, other.token, 'Bramwell', 'Ostrander');
    const otherOrder = await world.book(undefined, other.token);
    expect(
      (
        await c.post(
          '/newchat',
          { ChatId: otherOrder, Category: 'ORDER', Message: 'Zebra crossing secret' },
          other.token,
        )
      ).status,
    ).toBe(201);

    const asked = await c.post('/datarequest', {}, me.token);
    expect(asked.status, asked.body.message).toBe(201);
    const first = dataRequestResponseSchema.parse(asked.body).data;
    expect(first?.Status).toBe('asked');
    // Asking again while it is open answers with the same request; no second archive is built.
    const again = await c.post('/datarequest', {}, me.token);
    expect(dataRequestResponseSchema.parse(again.body).data?.ID).toBe(first?.ID);
    expect([200]).toContain(again.status);

    const done = await ready('', me.token);
    expect(done.Status).toBe('ready');
    const { token: secret, mail } = await mailedLink(server.app, me.email);
    expect(mail.text).toContain('works once, for 7 days');
    expect(
      (await mailbox(server.app)).filter((m) => m.to === me.email && m.subject === mail.subject),
    ).toHaveLength(1);

    // The link works for the account that asked only: another customer, or the provider, learns nothing.
    for (const [prefix, token] of [
      ['', other.token],
      ['/provider', world.provider.token],
    ] as const) {
      const refused = await download(prefix, secret, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(dataRequestMessages.badLink);
    }

    const reply = await download('', secret, me.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    const files = readZip(reply.rawPayload);
    const text = (name: string) => files.get(name)?.toString('utf8') ?? '';

    const account = JSON.parse(text('records/account.json'));
    expect(account).toMatchObject({ email: me.email, first_name: 'Cora', last_name: 'Quennell' });
    expect(account.password_hash).toBeUndefined();
    const orders = JSON.parse(text('records/orders.json'));
    expect(orders).toEqual([expect.objectContaining({ id: orderId, other_party_first_name: 'Paula' })]);
    expect(text('orders.csv').split('\r\n')[1]).toContain(orderId);
    expect(text('payments.csv').split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text('messages.csv')).toContain('The gate code is 4411');
    expect(text('messages.csv')).toContain('Paula,On my way');
    const pixel = Buffer.from(pixelPng, 'base64');
    expect(files.get('pictures/profile.png')?.equals(pixel)).toBe(true);
    expect(files.get(`pictures/orders/${orderId}-1.png`)?.equals(pixel)).toBe(true);
    const messagePictures = [...files.keys()].filter((name) => name.startsWith('pictures/messages/'));
    expect(messagePictures).toHaveLength(1);

    // Nothing of another account: not the other customer, and of the provider the first name only.
    const everything = [...files.values()].map((data) => data.toString('latin1')).join('\n');
    const providerId = await idOf(world.provider.email);
    for (const absent of [
      other.email,
      await idOf(other.email),
      'Bramwell',
      'Ostrander',
      otherOrder,
      'Zebra crossing secret',
      world.provider.email,
      providerId,
      'Tester',
    ]) {
      expect(everything, absent).not.toContain(absent);
    }

    // Once: the link is spent and the archive deleted; the request stays as the record.
    const twice = await download('', secret, me.token);
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toBe(dataRequestMessages.used);
    expect((await status('', me.token))?.Status).toBe('downloaded');
    const [kept] = await server.db.query<{ archive_base64: string | null }>(
      'SELECT archive_base64 FROM data_access_requests WHERE id = $1',
      [first?.ID],
    );
    expect(kept?.archive_base64).toBeNull();
    // A new request may be made after.
    expect((await c.post('/datarequest', {}, me.token)).status).toBe(201);
  });

  it("gives the provider their jobs, payouts and bids, with the customer's first name only", async () => {
    const world = await orderWorld(server.db, c);
    await setNames(c, world.customer.token, 'Delphine', 'Warrender');
    const orderId = await world.book();
    expect((await world.pay(orderId)).status).toBe(200);
    const provider = world.provider;
    const details = {
      kind: 'COMPANY',
      legalname: 'Paula Pipes Ltd',
      utr: '2234567890',
      address: '3 Wharf, Leeds',
      vat: 'GB123456789',
    };
    expect((await c.post('/provider/sellerdetails', details, provider.token)).status).toBe(200);
    // What a report said of them, with the payout account it was paid to: in the archive, masked.
    const reportId = `GB2024-EXPORT-${provider.id}`;
    await server.db.query('INSERT INTO hmrc_reports (id, year, correcting) VALUES ($1, 2024, false)', [
      reportId,
    ]);
    await server.db.query(
      `INSERT INTO hmrc_report_sellers (doc_ref_id, report_id, provider_id, year, reported)
       VALUES ($1, $1, $2, 2024, $3::jsonb)`,
      [
        reportId,
        provider.id,
        JSON.stringify({
          identity: { kind: 'COMPANY', legalName: 'Paula Pipes Ltd', financialAccount: 'acct_wholeRef7q2Z' },
        }),
      ],
    );

    expect((await c.post('/provider/datarequest', {}, provider.token)).status).toBe(201);
    expect((await ready('/provider', provider.token)).Status).toBe('ready');
    // The customer's endpoints do not serve a provider.
    expect((await c.get('/datarequest', provider.token)).status).toBe(401);
    const { token: secret, mail } = await mailedLink(server.app, provider.email);
    expect(mail.text).toContain('/provider/settings?download=');
    const reply = await download('/provider', secret, provider.token);
    expect(reply.statusCode).toBe(200);
    const files = readZip(reply.rawPayload);
    expect(files.has('payouts.csv')).toBe(true);
    expect(files.has('payments.csv')).toBe(false);
    const orders = JSON.parse(files.get('records/orders.json')?.toString('utf8') ?? '[]');
    expect(orders).toEqual([expect.objectContaining({ id: orderId, other_party_first_name: 'Delphine' })]);
    // Their details for HMRC are theirs too.
    expect(JSON.parse(files.get('records/hmrc-seller-details.json')?.toString('utf8') ?? '[]')).toEqual([
      expect.objectContaining({
        kind: 'COMPANY',
        legal_name: 'Paula Pipes Ltd',
        utr: '2234567890',
        vat_number: 'GB123456789',
      }),
    ]);
    expect(JSON.parse(files.get('records/hmrc-reported.json')?.toString('utf8') ?? '[]')).toEqual([
      expect.objectContaining({ doc_ref_id: reportId, financial_account_last4: '7q2Z' }),
    ]);
    const everything = [...files.values()].map((data) => data.toString('latin1')).join('\n');
    expect(everything).not.toContain('acct_wholeRef7q2Z');
    for (const absent of ['Warrender', world.customer.email, world.customer.id, '1 Waterloo Road']) {
      expect(everything, absent).not.toContain(absent);
    }
  });

  it('refuses an expired link, a malformed one and a call without a session, with words', async () => {
    const me = await makeCustomer(c);
    expect((await c.post('/datarequest', {}, me.token)).status).toBe(201);
    await ready('', me.token);
    const { token: secret } = await mailedLink(server.app, me.email);
    await server.db.query(
      `UPDATE data_access_requests SET expires_at = now() - interval '1 minute'
       WHERE account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [me.email],
    );
    const expired = await download('', secret, me.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(dataRequestMessages.expired);
    expect((await status('', me.token))?.Status).toBe('expired');

    const malformed = await download('', 'short', me.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(downloadTokenMessage);
    expect((await server.app.inject({ url: `/api/datadownload?token=${secret}` })).statusCode).toBe(401);
    expect((await c.post('/datarequest', {})).status).toBe(401);
  });

  it('builds each request once when two instances run the job, and shows operators the one-month clock', async () => {
    const second = await server.instance();
    const me = await makeCustomer(c);
    // Asked on the second instance; both instances' jobs look for work.
    const asked = await second.inject({
      method: 'POST',
      url: '/api/datarequest',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(asked.statusCode).toBe(201);
    await Promise.all([
      c.post('/datarequest', {}, me.token),
      server.app.inject({ url: '/api/openapi.json' }),
    ]);
    await ready('', me.token);
    const [row] = await server.db.query<{ attempts: number }>(
      'SELECT attempts FROM data_access_requests WHERE account_id = (SELECT id FROM accounts WHERE email = $1)',
      [me.email],
    );
    expect(row?.attempts).toBe(1);
    expect(
      (await mailbox(server.app)).filter((m) => m.to === me.email && m.subject.includes('data')),
    ).toHaveLength(1);

    const operator = await signInOperator(server, c);
    const listed = operatorDataRequestsResponseSchema.parse(
      (await c.get('/ops/datarequests', operator.token)).body,
    );
    const mine = listed.data.find((request) => request.Email === me.email);
    expect(mine).toMatchObject({ Role: 'user', Status: 'ready', Overdue: false });
    const days = (Date.parse(mine?.DueBy ?? '') - Date.parse(mine?.AskedOn ?? '')) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((await c.get('/ops/datarequests', me.token)).status).toBe(401);
  });

  it('lets one instance hold a request while it builds, another take it over when that claim runs out, and gives up after the tries', async () => {
    const me = await makeCustomer(c);
    const accountId = await idOf(me.email);
    // A request an instance is building right now: nobody else may take it.
    const [row] = await server.db.query<{ id: string }>(
      `INSERT INTO data_access_requests (account_id, role, status, attempts, claimed_until)
       VALUES ($1, 'user', 'preparing', 1, now() + interval '1 minute') RETURNING id::text AS id`,
      [accountId],
    );
    const id = row?.id ?? '';
    const claimsOf = async () =>
      (await Promise.all([claimNextRequest(server.db), claimNextRequest(server.db)])).filter(
        (claim) => claim?.id === id,
      );
    expect(await claimsOf()).toHaveLength(0);
    // That instance stopped: once its claim has run out, exactly one other takes the request over.
    await server.db.query(
      `UPDATE data_access_requests SET claimed_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    const [taken, ...more] = await claimsOf();
    expect(more).toHaveLength(0);
    expect(taken?.attempts).toBe(2);
    // A failure puts it back for a later try, until the last try leaves it failed for an operator.
    if (!taken) throw new Error('not claimed');
    await recordFailure(server.db, taken, new Error('disk full'));
    expect((await status('', me.token))?.Status).toBe('asked');
    await server.db.query(
      `UPDATE data_access_requests SET status = 'preparing', attempts = $2 WHERE id = $1`,
      [id, maxAttempts],
    );
    await recordFailure(server.db, { ...taken, attempts: maxAttempts }, new Error('disk full'));
    expect((await status('', me.token))?.Status).toBe('failed');
    const operator = await signInOperator(server, c);
    const listed = operatorDataRequestsResponseSchema.parse(
      (await c.get('/ops/datarequests', operator.token)).body,
    );
    expect(listed.data.find((request) => request.ID === id)).toMatchObject({
      Status: 'failed',
      LastError: 'disk full',
    });
  });
});
