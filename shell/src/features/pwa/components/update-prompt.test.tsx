import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

initI18n();
addNamespace('pwa', pwaResources);

const manifest = (version: string): RemotesManifest => ({
  remotes: [
    {
      name: 'mf-support',
      namespace: 'support',
      routes: [{ path: '/support', access: 'customer' }],
      menu: [],
      entry: '/remotes/mf-support/assets/remoteEntry.js',
      version,
    },
  ],
});

async function tabComesBack() {
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('UpdatePrompt', () => {
  it('stays out of the way while the modules this tab loaded are current', async () => {
    const fetchManifest = vi.fn().mockResolvedValue(manifest('v1'));
    render(<UpdatePrompt loadedManifest={manifest('v1')} fetchManifest={fetchManifest} />);
    await tabComesBack();
    expect(fetchManifest).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();
  });

  it('looks for a release as it starts, without waiting for the tab to come back', async () => {
    const fetchManifest = vi.fn().mockResolvedValue(manifest('v2'));
    render(<UpdatePrompt loadedManifest={manifest('v1')} fetchManifest={fetchManifest} />);
    expect(await screen.findByRole('region', { name: 'Update available' })).toBeTruthy();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when a module was released, and reloads only when asked', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <UpdatePrompt loadedManifest={manifest('v1')} fetchManifest={() => Promise.resolve(manifest('v2'))} />,
    );
    await tabComesBack();
    const prompt = screen.getByRole('region', { name: 'Update available' });
    expect(prompt.textContent).toContain('A new version of Callout is ready.');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hides on Later, and offers again only for a newer release', async () => {
    let latest = manifest('v2');
    render(<UpdatePrompt loadedManifest={manifest('v1')} fetchManifest={() => Promise.resolve(latest)} />);
    await tabComesBack();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();

    await tabComesBack();
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();
    latest = manifest('v3');
    await tabComesBack();
    expect(screen.getByRole('region', { name: 'Update available' })).toBeTruthy();
  });

  it('says nothing when the check fails offline', async () => {
    render(
      <UpdatePrompt
        loadedManifest={manifest('v1')}
        fetchManifest={() => Promise.reject(new TypeError('offline'))}
      />,
    );
    await tabComesBack();
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();
  });
});
