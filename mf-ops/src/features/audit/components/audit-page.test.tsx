import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../../test/rendered-data';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { AuditPage } from './audit-page';

const entry = (id: string, over: Record<string, unknown> = {}) => ({ ...auditEntry, ID: id, ...over });
const ok = (data?: unknown) => answer({ success: true, message: 'ok', data });

describe('the audit log page', () => {
  it('shows each action with what changed, before and after, in London time', async () => {
    fakeApi({ 'GET /api/ops/audit': () => ok({ Entries: [entry('5')], Next: null }) });
    renderAt('/ops/audit', '/ops/audit', <AuditPage />);
    const item = (await screen.findByText('product.update')).closest('li') as HTMLElement;
    expect(within(item).getByText('on product 7')).toBeTruthy();
    expect(within(item).getByText(/By olu@example\.com/)).toBeTruthy();
    // 09:30 UTC on 1 July is 10:30 in London (summer time).
    expect(within(item).getByText(/10:30/)).toBeTruthy();
    const change = within(item).getByRole('row', { name: /MinPrice/ });
    expect(
      within(change)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120', '100']);
    expect(within(item).queryByRole('row', { name: /Product/ })).toBeNull();
  });

  it('searches, narrows to one record and loads older entries', async () => {
    const api = fakeApi({
      'GET /api/ops/audit': (params) =>
        params.get('before') === '5'
          ? ok({ Entries: [entry('4', { Action: 'product.hide' })], Next: null })
          : ok({ Entries: [entry('5')], Next: '5' }),
    });
    renderAt('/ops/audit', '/ops/audit', <AuditPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('product.hide')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Search actions, records, operators and notes'), 'olu');
    await waitFor(() => expect(api.callsTo('ops/audit').at(-1)?.params.get('search')).toBe('olu'));
    await userEvent.selectOptions(screen.getByLabelText('Record kind'), 'promotion');
    await userEvent.type(screen.getByLabelText('Record id'), '3');
    await waitFor(() => {
      const last = api.callsTo('ops/audit').at(-1)?.params;
      expect([last?.get('subject'), last?.get('subjectid'), last?.get('before')]).toEqual([
        'promotion',
        '3',
        '',
      ]);
    });
  });

  it('says when nothing matches', async () => {
    fakeApi({ 'GET /api/ops/audit': () => ok({ Entries: [], Next: null }) });
    renderAt('/ops/audit', '/ops/audit', <AuditPage />);
    expect(await screen.findByText('No records found')).toBeTruthy();
  });
});
