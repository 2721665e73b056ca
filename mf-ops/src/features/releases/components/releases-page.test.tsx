import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, networkDown, renderAt } from '../../../test/test-utils';
import { ReleasesPage } from './releases-page';

const version = (Version: string, over: Record<string, unknown> = {}) => ({
  Version,
  CreatedAt: '2026-07-01T09:30:00Z',
  CreatedBy: 'release token',
  Live: false,
  BuiltAgainst: null,
  ...over,
});

const releases = (canary: boolean) => ({
  success: true,
  message: 'ok',
  data: {
    modules: [
      {
        Module: 'mf-support',
        Versions: [
          version('bbbbbbbbbbbb', canary ? { CanaryShare: 10 } : { Live: true }),
          version('aaaaaaaaaaaa', canary ? { Live: true, CreatedBy: 'OPS-1' } : { CreatedBy: 'OPS-1' }),
        ],
      },
    ],
    log: [
      {
        At: '2026-07-01T09:31:00Z',
        Module: 'mf-support',
        Version: 'bbbbbbbbbbbb',
        Action: canary ? 'canary' : 'promote',
        Actor: 'release token',
        Share: canary ? 10 : null,
      },
    ],
  },
});

describe('the releases page', () => {
  it("lists each module's versions, the live one and the canary with its share, and who released what when", async () => {
    fakeApi({ 'GET /api/ops/module-releases': () => answer(releases(true)) });
    renderAt('/ops/releases', '/ops/releases', <ReleasesPage />);
    const versions = await screen.findByRole('table', { name: 'Versions of mf-support' });
    const canaryRow = within(versions).getByText('bbbbbbbbbbbb').closest('tr') as HTMLElement;
    expect(within(canaryRow).getByText('Canary: 10 % of devices')).toBeTruthy();
    const liveRow = within(versions).getByText('aaaaaaaaaaaa').closest('tr') as HTMLElement;
    expect(within(liveRow).getByText('Live')).toBeTruthy();
    expect(within(liveRow).getByText('OPS-1')).toBeTruthy();
    const log = screen.getByRole('table', { name: 'Release log' });
    expect(within(log).getByText('Canary to 10 % of devices')).toBeTruthy();
  });

  it('shows per version its traffic share, page loads and error rate, and a rollback the server made by itself', async () => {
    const data = releases(true);
    const [canary, live] = data.data.modules[0]?.Versions ?? [];
    Object.assign(canary ?? {}, { Health: { Loads: 40, LoadFailures: 3, Errors: 1 } });
    Object.assign(live ?? {}, { Health: { Loads: 0, LoadFailures: 0, Errors: 0 } });
    data.data.log.unshift({
      At: '2026-07-01T09:40:00Z',
      Module: 'mf-support',
      Version: 'bbbbbbbbbbbb',
      Action: 'rollback',
      Actor: 'system',
      Share: null,
    });
    fakeApi({ 'GET /api/ops/module-releases': () => answer(data) });
    renderAt('/ops/releases', '/ops/releases', <ReleasesPage />);
    const versions = await screen.findByRole('table', { name: 'Versions of mf-support' });
    const cells = (text: string) =>
      within(within(versions).getByText(text).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('bbbbbbbbbbbb').slice(2, 5)).toEqual(['10%', '40', '10%']);
    expect(cells('aaaaaaaaaaaa').slice(2, 5)).toEqual(['90%', '0', 'No page loads yet']);
    const log = screen.getByRole('table', { name: 'Release log' });
    expect(within(log).getByText('Rolled back by itself: too many errors')).toBeTruthy();
    expect(within(log).getByText('Callout, by itself (error rate)')).toBeTruthy();
  });

  it('promotes a canary only after the confirmation, then shows what is live', async () => {
    let canary = true;
    const api = fakeApi({
      'GET /api/ops/module-releases': () => answer(releases(canary)),
      'POST /api/ops/module-releases/mf-support/promote': () => {
        canary = false;
        return answer({ success: true, data: { Module: 'mf-support', Live: 'bbbbbbbbbbbb', Canary: null } });
      },
    });
    renderAt('/ops/releases', '/ops/releases', <ReleasesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Promote mf-support' }));
    expect(screen.getByText('Make bbbbbbbbbbbb live for every device using mf-support?')).toBeTruthy();
    const yes = screen.getByRole('button', { name: 'Yes, promote' });
    expect(document.activeElement).toBe(yes);
    expect(api.callsTo('ops/module-releases/mf-support/promote')).toHaveLength(0);
    fireEvent.click(yes);
    expect(await screen.findByText('mf-support bbbbbbbbbbbb is live for every device.')).toBeTruthy();
    expect(api.callsTo('ops/module-releases/mf-support/promote')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Roll back mf-support' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Promote mf-support' })).toBeNull();
  });

  it('says why a rollback was refused, and a cancelled one sends nothing', async () => {
    const api = fakeApi({
      'GET /api/ops/module-releases': () => answer(releases(false)),
      'POST /api/ops/module-releases/mf-support/rollback': () =>
        answer(
          {
            success: false,
            message: 'mf-support has no canary and no earlier kept version to roll back to.',
          },
          409,
        ),
    });
    renderAt('/ops/releases', '/ops/releases', <ReleasesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back mf-support' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('ops/module-releases/mf-support/rollback')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Roll back mf-support' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, roll back' }));
    expect(
      await screen.findByText('mf-support has no canary and no earlier kept version to roll back to.'),
    ).toBeTruthy();
  });

  it('pins an account by email to a version and takes the pin off, each answered by the server', async () => {
    let pins: Array<Record<string, unknown>> = [];
    const sent: unknown[] = [];
    const api = fakeApi({
      'GET /api/ops/module-releases': () =>
        answer({ ...releases(false), data: { ...releases(false).data, pins } }),
      'POST /api/ops/module-releases/pins': (params) => {
        const body = Object.fromEntries(params) as { email: string; version?: string };
        sent.push(body);
        if (body.email === 'nobody@example.org') {
          return answer({ success: false, message: 'No account has that email address.' }, 404);
        }
        pins = body.version
          ? [
              {
                Module: 'mf-support',
                Version: body.version,
                AccountID: 'CUS-1',
                Email: body.email,
                PinnedAt: '2026-07-01T10:00:00Z',
                PinnedBy: 'OPS-1',
              },
            ]
          : [];
        return answer({ success: true });
      },
    });
    renderAt('/ops/releases', '/ops/releases', <ReleasesPage />);
    expect(
      await screen.findByText('No account is pinned; every account gets the live version or its canary.'),
    ).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Pin the account to this version of mf-support' });
    fireEvent.click(submit);
    expect(screen.getByText('Please give the email address of an account.')).toBeTruthy();
    expect(api.callsTo('ops/module-releases/pins')).toHaveLength(0);
    const email = screen.getByLabelText('Email address of the account');
    fireEvent.change(email, { target: { value: 'nobody@example.org' } });
    fireEvent.click(submit);
    expect(await screen.findByText('No account has that email address.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'tester@example.org' } });
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: 'aaaaaaaaaaaa' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('tester@example.org gets mf-support aaaaaaaaaaaa on the next page load.'),
    ).toBeTruthy();
    expect(await screen.findByText(/tester@example.org gets aaaaaaaaaaaa \(pinned by OPS-1\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the pin of tester@example.org' }));
    expect(
      await screen.findByText('tester@example.org gets the live version of mf-support again.'),
    ).toBeTruthy();
    expect(sent.slice(1)).toEqual([
      { module: 'mf-support', email: 'tester@example.org', version: 'aaaaaaaaaaaa' },
      { module: 'mf-support', email: 'tester@example.org' },
    ]);
    expect(
      await screen.findByText('No account is pinned; every account gets the live version or its canary.'),
    ).toBeTruthy();
  });

  it('says when nothing is released, and offers to try again when the list cannot be loaded', async () => {
    fakeApi({
      'GET /api/ops/module-releases': () =>
        answer({ success: true, message: 'ok', data: { modules: [], log: [] } }),
    });
    const first = renderAt('/ops/releases', '/ops/releases', <ReleasesPage />);
    expect(await screen.findByText('No module has been released yet.')).toBeTruthy();
    first.unmount();
    fakeApi({ 'GET /api/ops/module-releases': () => networkDown() });
    renderAt('/ops/releases', '/ops/releases', <ReleasesPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
