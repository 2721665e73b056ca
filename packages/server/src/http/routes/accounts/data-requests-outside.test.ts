// A request for a copy of data received outside the app (email, post, phone): an operator records it for the
// account, the same export job builds the same archive and mails the link, its one-month clock runs from the
// day it arrived, and the operators' list holds both kinds.

import {
  dataRequestResponseSchema,
  operatorDataRequestResponseSchema,
  operatorDataRequestsResponseSchema,
} from '@callout/contracts/data-requests';
import { addDays, londonDate } from '@callout/contracts/london-time';
import { backends } from '@callout/server-testing/backends';
import { makeCustomer, makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { readZip } from '@callout/server-testing/fixtures/zip';
import { mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { dataRequestMessages } from '../../../domain/accounts/data-export/messages';
import { listAudit } from '../../../domain/ops/audit-log-store';

describe.each(backends)('data requests received outside the app on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const idOf = async (email: string) => {
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    return row?.id ?? '';
  };

  const readyStatus = async (token: string) => {
    for (let tries = 0; tries < 200; tries += 1) {
      const { data } = dataRequestResponseSchema.parse((await c.get('/datarequest', token)).body);
      if (data && data.Status !== 'asked' && data.Status !== 'preparing') return data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the export was not built');
  };

  it('records a request by post, builds and mails the same archive, and lists it beside those asked in the app', async () => {
    const operator = await signInOperator(server, c);
    const customer = await makeCustomer(c);
    const provider = await makeProvider(server.db, c);
    const customerId = await idOf(customer.email);
    const received = addDays(londonDate(new Date()), -5);

    const recorded = await c.post(
      '/ops/datarequests',
      { accountid: customerId, channel: 'post', receivedon: received, note: 'Letter of 3 March' },
      operator.token,
    );
    expect(recorded.status, recorded.body.message).toBe(201);
    const { data, message } = operatorDataRequestResponseSchema.parse(recorded.body);
    expect(message).toBe(dataRequestMessages.recorded);
    expect(data).toMatchObject({
      AccountID: customerId,
      Email: customer.email,
      Role: 'user',
      Channel: 'post',
      RecordedBy: operator.email,
      Note: 'Letter of 3 March',
    });
    // The clock runs from the day the letter arrived (midnight in London), one month on.
    expect(londonDate(new Date(data.AskedOn))).toBe(received);
    expect(new Date(data.AskedOn).getTime()).toBeLessThan(Date.now() - 4 * 86_400_000);
    const days = (Date.parse(data.DueBy) - Date.parse(data.AskedOn)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.1);

    // Recorded again while it is open: the same request answers it.
    const again = await c.post(
      '/ops/datarequests',
      { accountid: customerId, channel: 'phone' },
      operator.token,
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: dataRequestMessages.alreadyOpen, data: { ID: data.ID } });

    // The export job builds it and mails the link to the account, which downloads its own archive.
    expect(await readyStatus(customer.token)).toMatchObject({ ID: data.ID, Status: 'ready' });
    const mail = (await mailbox(server.app)).find((m) => m.to === customer.email);
    const secret = /\/settings\?download=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const download = await server.app.inject({
      url: `/api/datadownload${query({ token: secret })}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(download.statusCode).toBe(200);
    const files = readZip(download.rawPayload);
    expect(files.has('records/account.json')).toBe(true);

    // A request asked in the app, and the operators' list with both kinds.
    expect((await c.post('/provider/datarequest', {}, provider.token)).status).toBe(201);
    const listed = operatorDataRequestsResponseSchema.parse(
      (await c.get('/ops/datarequests', operator.token)).body,
    ).data;
    expect(listed.find((r) => r.ID === data.ID)).toMatchObject({ Channel: 'post', Email: customer.email });
    expect(listed.find((r) => r.Email === provider.email)).toMatchObject({
      Channel: 'app',
      Role: 'provider',
      RecordedBy: null,
    });

    const audit = await listAudit(server.db, { subject: { type: 'data-request', id: data.ID } });
    expect(audit).toMatchObject([{ Action: 'datarequest.record', AccountID: customerId }]);
  });

  it('refuses an unknown account, an operator, a day to come, a wrong channel, and anyone not an operator', async () => {
    const operator = await signInOperator(server, c);
    const customer = await makeCustomer(c);
    const customerId = await idOf(customer.email);
    const post = (form: Record<string, string>, token = operator.token) =>
      c.post('/ops/datarequests', form, token);

    expect(await post({ accountid: 'nobody', channel: 'email' })).toMatchObject({
      status: 404,
      body: { message: dataRequestMessages.accountNotFound },
    });
    expect((await post({ accountid: await idOf(operator.email), channel: 'email' })).status).toBe(404);
    const tomorrow = addDays(londonDate(new Date()), 2);
    expect(await post({ accountid: customerId, channel: 'email', receivedon: tomorrow })).toMatchObject({
      status: 400,
      body: { message: dataRequestMessages.receivedInFuture },
    });
    expect((await post({ accountid: customerId, channel: 'app' })).status).toBe(400);
    expect((await post({ accountid: customerId, channel: 'email', receivedon: '2026-02-30' })).status).toBe(
      400,
    );
    expect((await post({ accountid: customerId, channel: 'email' }, customer.token)).status).toBe(401);
    const [open] = await server.db.query('SELECT id FROM data_access_requests WHERE account_id = $1', [
      customerId,
    ]);
    expect(open).toBeUndefined();
  });
});
