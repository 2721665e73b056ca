// The support cases load older cases a page at a time: when the end of the list scrolls into view, or with
// the Load more button; each page's cursor asks for the next, the first page is asked as it always was (so
// the worker's kept copy serves it offline), and the button goes after the last page.
import type { SupportCase } from '@callout/contracts/support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, renderAt, watchListEnds } from '../../../test/test-utils';
import { SupportCasesPage } from './support-cases-page';

/** Three pages of two cases each: CS-PAGE0001…CS-PAGE0006, newest first; each page's Next names its last. */
const pageAfter = (params: URLSearchParams) => {
  const before = params.get('before');
  const start = before ? Number(before.split('~CS-PAGE')[1]) : 0;
  const data: SupportCase[] = [start + 1, start + 2].map((n) => ({
    CaseID: `CS-PAGE000${n}`,
    Subject: `Case number ${n}`,
    Status: 'OPEN',
    Created: '2025-07-11T09:00:00Z',
  }));
  const Next = start + 2 < 6 ? `1700000000000000~CS-PAGE000${start + 2}` : null;
  return answer({ success: true, message: 'Support cases loaded.', data, Next });
};

afterEach(() => vi.unstubAllGlobals());

const shown = () =>
  within(screen.getByRole('list', { name: 'Your support cases' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('support cases paging', () => {
  it('loads the next page with the Load more button, to the last, then offers no more', async () => {
    const api = fakeApi({ 'POST /api/loadsupportcases': pageAfter });
    renderAt('/support', '/support', <SupportCasesPage accountType="user" />);
    await screen.findByRole('link', { name: 'Case number 2' });
    expect(shown()).toEqual(['Case number 1', 'Case number 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more support cases' }));
    await screen.findByRole('link', { name: 'Case number 4' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more support cases' }));
    await screen.findByRole('link', { name: 'Case number 6' });
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Case number ${n}`));
    expect(screen.queryByRole('button', { name: 'Load more support cases' })).toBeNull();
    const bodies = api.callsTo('loadsupportcases').map((call) => call.params.toString());
    expect(bodies).toEqual([
      'value=',
      'value=&before=1700000000000000%7ECS-PAGE0002',
      'value=&before=1700000000000000%7ECS-PAGE0004',
    ]);
  });

  it('loads the next page when the end of the list scrolls into view, for a provider too', async () => {
    const scrollToEnd = watchListEnds();
    const api = fakeApi({ 'POST /api/provider/loadsupportcases': pageAfter });
    renderAt('/provider/support', '/provider/support', <SupportCasesPage accountType="provider" />);
    await screen.findByRole('link', { name: 'Case number 2' });
    scrollToEnd();
    await screen.findByRole('link', { name: 'Case number 4' });
    scrollToEnd();
    await screen.findByRole('link', { name: 'Case number 6' });
    expect(shown()).toHaveLength(6);
    expect(api.callsTo('provider/loadsupportcases')).toHaveLength(3);
  });
});
