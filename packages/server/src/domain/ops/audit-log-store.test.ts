// The audit log keeps who did what to which record, finds entries by record, account and text, newest first.
import { backends } from '@callout/server-testing/backends';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { listAudit, recordAudit } from './audit-log-store';

describe.each(backends)('the audit log on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  it('records the operator, the change and the record, and finds it again', async () => {
    const operator = await signUp(c, 'user');
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      operator.email,
    ]);
    const operatorId = row?.id ?? '';
    const subject = `ORD-${Date.now()}`;
    await recordAudit(server.db, {
      operatorId,
      action: 'order.refund',
      subjectType: 'order',
      subjectId: subject,
      accountId: 'CUS-AUDIT-1',
      before: { Refunded: 0 },
      after: { Refunded: 12.5 },
      note: 'Late arrival 100%_off',
    });
    await recordAudit(server.db, {
      operatorId,
      action: 'order.note',
      subjectType: 'order',
      subjectId: subject,
    });

    const entries = await listAudit(server.db, { subject: { type: 'order', id: subject } });
    expect(entries.map((entry) => entry.Action)).toEqual(['order.note', 'order.refund']);
    expect(entries[1]).toMatchObject({
      OperatorID: operatorId,
      OperatorEmail: operator.email,
      AccountID: 'CUS-AUDIT-1',
      Before: { Refunded: 0 },
      After: { Refunded: 12.5 },
      Note: 'Late arrival 100%_off',
    });
    expect(entries[1]?.At).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect((await listAudit(server.db, { accountId: 'CUS-AUDIT-1' })).map((e) => e.SubjectID)).toEqual([
      subject,
    ]);
    // Search text is literal: % and _ match only themselves.
    expect(await listAudit(server.db, { search: '100%_off' })).toHaveLength(1);
    expect(await listAudit(server.db, { search: '100%%off' })).toHaveLength(0);
    const [newest] = await listAudit(server.db, { subject: { type: 'order', id: subject } });
    expect(
      await listAudit(server.db, { subject: { type: 'order', id: subject }, before: newest?.ID }),
    ).toHaveLength(1);
  });

  it('refuses an action name that is not a dotted name', async () => {
    await expect(
      recordAudit(server.db, { operatorId: 'x', action: 'DROP TABLE', subjectType: 'order', subjectId: '1' }),
    ).rejects.toThrow();
  });
});
