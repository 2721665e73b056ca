// Download my data in Settings: asking, the request's states in words, and the download from the mailed
// link, with the server's words when the link is spent, expired or of another account.
import commonResources from '@callout/i18n/locales/en-GB/common.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataRequestPanel } from './data-request-panel';
import { answer, fakeApi, ok, refused, renderRoutes, setUpTests } from './testing';

setUpTests({ namespaces: { common: commonResources, pwa: pwaResources }, accountType: 'user' });

const request = (over: Record<string, unknown> = {}) => ({
  ID: '7',
  AskedOn: '2026-07-01T09:30:00Z',
  DueBy: '2026-08-01T09:30:00Z',
  Status: 'asked',
  ReadyAt: null,
  ExpiresAt: null,
  DownloadedAt: null,
  ...over,
});
const secret = 'S'.repeat(43);
const open = (url = '/settings') => renderRoutes([{ path: '/settings', element: <DataRequestPanel /> }], url);

describe('download my data', () => {
  it('asks for the data and says it is being prepared', async () => {
    const api = fakeApi({
      'GET /api/datarequest': () => answer({ success: true, message: 'none' }),
      'POST /api/datarequest': () => answer({ success: true, message: 'asked', data: request() }, 201),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for my data' }));
    expect(await screen.findByText('Asked.')).toBeTruthy();
    // 09:30 UTC on 1 July is 10:30 in London.
    expect(screen.getByText(/You asked on .*10:30\. We are preparing your data/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for my data' })).toBeNull();
    expect(api.callsTo('datarequest').map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('says when the link was mailed and until when it works, and offers nothing to ask meanwhile', async () => {
    fakeApi({
      'GET /api/datarequest': () =>
        ok(request({ Status: 'ready', ReadyAt: '2026-07-01T09:31:00Z', ExpiresAt: '2026-07-08T09:31:00Z' })),
    });
    open();
    expect(await screen.findByText('Ready: link by mail.')).toBeTruthy();
    expect(screen.getByText(/It works once, until 8 Jul 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for my data' })).toBeNull();
  });

  it('downloads the zip from the mailed link and says so', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/datarequest': () => ok(request({ Status: 'ready', ReadyAt: '2026-07-01T09:31:00Z' })),
      'GET /api/datadownload': () => new Response(new Uint8Array([80, 75, 5, 6]), { status: 200 }),
    });
    open(`/settings?download=${secret}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data (zip)' }));
    expect(await screen.findByText('Downloaded. Look for the zip file in your downloads.')).toBeTruthy();
    expect(api.callsTo('datadownload')[0]?.params.get('token')).toBe(secret);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("shows the server's words when the link is spent", async () => {
    fakeApi({
      'GET /api/datarequest': () =>
        ok(request({ Status: 'downloaded', DownloadedAt: '2026-07-02T08:00:00Z' })),
      'GET /api/datadownload': () =>
        refused('This download link has already been used. Ask for your data again to get a new one.', 410),
    });
    open(`/settings?download=${secret}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data (zip)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This download link has already been used. Ask for your data again to get a new one.',
    );
    // A downloaded request may be asked again.
    expect(screen.getByRole('button', { name: 'Ask for my data' })).toBeTruthy();
  });
});
