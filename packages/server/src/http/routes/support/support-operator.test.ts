import { backends } from '@callout/server-testing/backends';
import {
  openCase,
  operatorPassword,
  pixelDataUrl,
  signInOperator,
} from '@callout/server-testing/fixtures/support';
import { client, mailbox, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../domain/ops/audit-log-store';
import { supportMessages } from '../../../domain/support/messages';
import {
  caseDetailResponseSchema,
  caseQueueResponseSchema,
  operatorReplyResponseSchema,
} from '../../../domain/support/operator-contract';
import { demoCompany } from '../../../env';
import { messages } from '../../../messages';

describe.each(backends)('operator API on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('works the queue: lists waiting cases, replies (NEW becomes OPEN, owner mailed), closes and reopens', async () => {
    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    const staff = await signInOperator(server, c);
    const customerCase = await openCase(c, 'user', customer.token, 'Refund please');
    const providerCase = await openCase(c, 'provider', provider.token, 'Payout is late');

    const queue = caseQueueResponseSchema.parse((await c.get('/operator/cases', staff.token)).body);
    const mine = queue.data.filter((row) => [customerCase, providerCase].includes(row.CaseID));
    expect(mine.map((row) => [row.CaseID, row.Status, row.OwnerRole, row.OwnerEmail, row.Messages])).toEqual([
      [customerCase, 'NEW', 'user', customer.email, 0],
      [providerCase, 'NEW', 'provider', provider.email, 0],
    ]);

    const answer = await c.post(
      `/operator/cases/${customerCase}/reply`,
      { Message: 'We are on it.' },
      staff.token,
    );
    expect(answer.status).toBe(201);
    expect(operatorReplyResponseSchema.parse(answer.body).data.Id).toMatch(/^\d+$/);
    const detail = caseDetailResponseSchema.parse(
      (await c.get(`/operator/cases/${customerCase.toLowerCase()}`, staff.token)).body,
    );
    expect(detail.data.case).toMatchObject({ Status: 'OPEN', Messages: 1 });
    expect(detail.data.messages.map((m) => m.Message)).toEqual(['We are on it.']);
    const mail = (await mailbox(server.app)).find(
      (m) => m.to === customer.email && m.subject.includes(customerCase),
    );
    expect(mail?.text).toContain('Our support team has answered');

    expect(await c.post(`/operator/cases/${customerCase}/status`, { value: 'CLOSED' }, staff.token)).toEqual({
      status: 200,
      body: { success: true, message: supportMessages.caseClosed },
    });
    const open = caseQueueResponseSchema.parse(
      (await c.get('/operator/cases?status=open', staff.token)).body,
    );
    expect(open.data.map((row) => row.CaseID)).not.toContain(customerCase);
    const closed = caseQueueResponseSchema.parse(
      (await c.get('/operator/cases?status=closed', staff.token)).body,
    );
    expect(closed.data.map((row) => row.CaseID)).toContain(customerCase);
    expect(
      (await c.post(`/operator/cases/${customerCase}/reply`, { Message: 'More' }, staff.token)).status,
    ).toBe(409);
    expect(
      (await c.post(`/operator/cases/${customerCase}/status`, { value: 'OPEN' }, staff.token)).body.message,
    ).toBe(supportMessages.caseOpened);
    expect(
      (await c.post(`/operator/cases/${customerCase}/reply`, { Message: 'Reopened' }, staff.token)).status,
    ).toBe(201);
  });

  it('closes a complaint without settling it: the owner is mailed the ADR body once, and the audit says so', async () => {
    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const staff = await signInOperator(server, c);
    const caseId = await openCase(c, 'user', customer.token, 'Complaint about my order');
    const close = { value: 'CLOSED', reason: 'COMPLAINT_NOT_SETTLED' };
    expect(await c.post(`/operator/cases/${caseId}/status`, close, staff.token)).toEqual({
      status: 200,
      body: { success: true, message: supportMessages.complaintClosed },
    });
    // Asked again, the case is already closed: nothing more is mailed.
    expect((await c.post(`/operator/cases/${caseId}/status`, close, staff.token)).status).toBe(200);
    const mails = (await mailbox(server.app)).filter(
      (m) => m.to === customer.email && m.subject.includes(caseId),
    );
    expect(mails.map((m) => m.subject)).toEqual([`Callout support: your complaint ${caseId}`]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain(
      `We have closed your complaint ${caseId} ("Complaint about my order") without being able to settle it.`,
    );
    expect(text).toContain(`${demoCompany.adrBody.name}, ${demoCompany.adrBody.url}`);
    expect(text).toContain('/complaints');
    // Like every mail, it ends with the company's trading details.
    expect(text).toContain(
      `${demoCompany.name} · Registered in England and Wales, company number ${demoCompany.number}`,
    );
    expect(text).toContain(`Registered office: ${demoCompany.address}`);
    const [entry] = await listAudit(server.db, { subject: { type: 'case', id: caseId } });
    expect(entry).toMatchObject({
      Action: 'case.close',
      After: { Status: 'CLOSED', Reason: 'COMPLAINT_NOT_SETTLED' },
    });

    // A plain close mails the plain notice, without the ADR body; a reason is refused on reopening.
    const other = await openCase(c, 'user', customer.token, 'Another question');
    expect((await c.post(`/operator/cases/${other}/status`, { value: 'CLOSED' }, staff.token)).status).toBe(
      200,
    );
    const plain = (await mailbox(server.app)).find(
      (m) => m.to === customer.email && m.subject.includes(other),
    );
    expect(plain?.subject).toBe(`Callout support: ${other} closed`);
    expect(plain?.text).not.toContain(demoCompany.adrBody.name);
    for (const bad of [
      { value: 'OPEN', reason: 'COMPLAINT_NOT_SETTLED' },
      { value: 'CLOSED', reason: 'SETTLED' },
    ]) {
      expect(await c.post(`/operator/cases/${other}/status`, bad, staff.token)).toEqual({
        status: 400,
        body: { success: false, message: supportMessages.closeReasonValue, field: 'reason' },
      });
    }
  });

  it('refuses everyone but operators, and bad input with a 4xx', async () => {
    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const staff = await signInOperator(server, c);
    const caseId = await openCase(c, 'user', customer.token);
    const refused = { status: 401, body: { success: false, message: supportMessages.operatorOnly } };
    expect(await c.get('/operator/cases')).toEqual(refused);
    expect(await c.get('/operator/cases', customer.token)).toEqual(refused);
    expect(await c.post(`/operator/cases/${caseId}/reply`, { Message: 'Hi' }, customer.token)).toEqual(
      refused,
    );
    // An operator is no customer: the customer calls do not take its token, nor its password.
    expect((await c.post('/loadsupportcases', { value: '' }, staff.token)).status).toBe(401);
    expect((await c.post('/login', { email: staff.email, password: operatorPassword })).status).toBe(401);
    expect(
      (await c.post('/operator/login', { email: customer.email, password: 'Secret#123' })).body.message,
    ).toBe(messages.loginFailed);

    expect((await c.get('/operator/cases/CS-NOTHERE', staff.token)).status).toBe(404);
    expect((await c.get('/operator/cases/..%2F..', staff.token)).status).toBe(400);
    expect((await c.get('/operator/cases?status=everything', staff.token)).status).toBe(400);
    expect(await c.post(`/operator/cases/${caseId}/status`, { value: 'NEW' }, staff.token)).toEqual({
      status: 400,
      body: { success: false, message: supportMessages.statusValue, field: 'value' },
    });
    expect(
      (await c.post(`/operator/cases/${caseId}/reply`, { Message: ' ' }, staff.token)).body.message,
    ).toBe(supportMessages.messageRequired);

    expect((await c.get('/operator/logout', staff.token)).status).toBe(200);
    expect(await c.get('/operator/cases', staff.token)).toEqual(refused);
  });

  it('replies with a picture and to a message, signed as Callout Support, and audits every action', async () => {
    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const staff = await signInOperator(server, c);
    expect((await c.get('/operator/valsession', staff.token)).body).toEqual({
      success: true,
      message: messages.sessionValid,
    });
    expect((await c.get('/operator/valsession', customer.token)).status).toBe(401);
    const caseId = await openCase(c, 'user', customer.token, 'Broken tap');
    const [row] = await server.db.query<{ account_id: string }>(
      'SELECT account_id FROM support_cases WHERE id = $1',
      [caseId],
    );
    const first = await c.post(`/operator/cases/${caseId}/reply`, { Message: 'Send a photo?' }, staff.token);
    const firstId = operatorReplyResponseSchema.parse(first.body).data.Id;
    // A picture alone, in reply to the first message: the CLI's text-only body still works above.
    const picture = await c.post(
      `/operator/cases/${caseId}/reply`,
      { ImageData: pixelDataUrl, ReplyToChatId: firstId },
      staff.token,
    );
    expect(picture.status).toBe(201);
    const detail = caseDetailResponseSchema.parse(
      (await c.get(`/operator/cases/${caseId}`, staff.token)).body,
    );
    expect(detail.data.userid).toBe(detail.data.messages[0]?.SenderId);
    expect(detail.data.case).toMatchObject({ OwnerID: row?.account_id, OwnerEmail: customer.email });
    const [, second] = detail.data.messages;
    expect(second).toMatchObject({ Message: null, ReplyToChatId: firstId });
    expect(second?.ImageUrl).toBeTruthy();
    expect(second?.Name).toMatch(/^Callout Support · /);
    expect((await c.post(`/operator/cases/${caseId}/reply`, {}, staff.token)).body.message).toBe(
      supportMessages.messageRequired,
    );

    await c.post(`/operator/cases/${caseId}/status`, { value: 'CLOSED' }, staff.token);
    await c.post(`/operator/cases/${caseId}/status`, { value: 'CLOSED' }, staff.token);
    await c.post(`/operator/cases/${caseId}/status`, { value: 'OPEN' }, staff.token);
    const entries = await listAudit(server.db, { subject: { type: 'case', id: caseId } });
    expect(
      entries.map((entry) => [
        entry.Action,
        entry.Before,
        entry.After && (entry.After as { Status: string }).Status,
      ]),
    ).toEqual([
      ['case.reopen', { Status: 'CLOSED' }, 'OPEN'],
      ['case.close', { Status: 'OPEN' }, 'CLOSED'],
      ['case.reply', { Status: 'OPEN' }, 'OPEN'],
      ['case.reply', { Status: 'NEW' }, 'OPEN'],
    ]);
    expect(new Set(entries.map((entry) => entry.AccountID))).toEqual(new Set([row?.account_id]));
    expect(new Set(entries.map((entry) => entry.OperatorEmail))).toEqual(new Set([staff.email]));

    const fresh = await openCase(c, 'user', customer.token, 'Another');
    await c.post(`/operator/cases/${fresh}/status`, { value: 'OPEN' }, staff.token);
    const opened = await listAudit(server.db, { subject: { type: 'case', id: fresh } });
    expect(opened.map((entry) => entry.Action)).toEqual(['case.open']);
  });
});
