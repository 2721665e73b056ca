import 'fake-indexeddb/auto';
import { createModuleDatabase } from '@callout/db/database';
import { deleteAllModuleDatabases } from '@callout/db/delete-databases';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { mediaCacheName } from '@callout/offline/cache-protocol';
import { outboxScopes } from '@callout/offline/outbox-db';
import { addToOutbox, listOutbox } from '@callout/offline/outbox-items';
import { type FakeCaches, fakeCaches } from '@callout/offline/test-caches';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoragePanel } from './storage-panel';
import { setUpTests } from './testing';

setUpTests({ namespaces: { pwa: pwaResources }, accountType: 'user' });

let device: FakeCaches;
/** What navigator.storage.estimate() answers: the device's own usage, and a 1.2 GB quota. */
let idbBytes: number;

beforeEach(() => {
  device = fakeCaches();
  vi.stubGlobal('caches', device.storage);
  idbBytes = 12_300_000;
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      estimate: async () => ({ usage: idbBytes + device.usedBytes(), quota: 1_200_000_000 }),
      persisted: async () => false,
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // Dexie, on deleting open databases
});

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'storage');
  await deleteAllModuleDatabases();
});

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name).sort();

const chatPost = (message: string) =>
  new Request('http://localhost/api/newchat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ChatId: '12', Message: message }),
  });

async function useTheDevice() {
  await createModuleDatabase('booking').drafts.put({
    key: 'reqData',
    value: { ZipCode: 'SW1A 1AA' },
    updatedAt: 1,
  });
  const pictures = await device.storage.open(mediaCacheName);
  await pictures.put(new Request('http://localhost/api/media/chat/p1'), new Response('x'.repeat(1200)));
  await addToOutbox(chatPost('On my way'), 'k1', outboxScopes.chat('12'));
  await addToOutbox(chatPost('At the door'), 'k2', outboxScopes.chat('12'));
}

describe('the storage panel', () => {
  it('shows what is used of what is available, whether it is kept, and the posts waiting', async () => {
    await useTheDevice();
    render(<StoragePanel />);
    const panel = screen.getByRole('region', { name: 'Storage on this device' });
    expect(await screen.findByText('12.3 MB of 1.2 GB used')).toBeTruthy();
    expect(panel.textContent).toContain(
      'Your browser may clear this data when the device runs low on space.',
    );
    expect(
      await screen.findByText(
        '2 messages or reviews are waiting to be sent. Clearing offline data keeps them.',
      ),
    ).toBeTruthy();
  });

  it('clears offline data once confirmed, keeps the waiting posts, and shows the new figure', async () => {
    await useTheDevice();
    const queued = await listOutbox();
    render(<StoragePanel />);
    await screen.findByText('12.3 MB of 1.2 GB used');

    idbBytes = 45_000; // what the browser reports once the module databases are gone
    await userEvent.click(screen.getByRole('button', { name: 'Clear offline data' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Clear offline data? Saved pages, answers, pictures and drafts on this device will be deleted. Messages and reviews waiting to be sent are kept.',
    );
    expect(await screen.findByText('Offline data cleared.')).toBeTruthy();
    expect(screen.getByText('45 kB of 1.2 GB used')).toBeTruthy();
    expect(await databaseNames()).toEqual(['callout-offline']);
    expect(await device.storage.keys()).toEqual([]);
    expect(await listOutbox()).toEqual(queued);
    expect(screen.getByText(/^2 messages or reviews are waiting/)).toBeTruthy();
  });

  it('deletes nothing when the user does not confirm', async () => {
    await useTheDevice();
    vi.mocked(window.confirm).mockReturnValue(false);
    render(<StoragePanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear offline data' }));
    expect(screen.queryByText('Offline data cleared.')).toBeNull();
    expect(await databaseNames()).toEqual(['callout-booking', 'callout-offline']);
    expect(device.keptIn(mediaCacheName)).toEqual(['/api/media/chat/p1']);
  });

  it('says so where the browser does not tell, and where it keeps the data', async () => {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: {} });
    const { unmount } = render(<StoragePanel />);
    expect(await screen.findByText('Your browser does not say how much storage Callout uses.')).toBeTruthy();
    unmount();

    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ usage: 512, quota: 2_000_000 }), persisted: async () => true },
    });
    render(<StoragePanel />);
    expect(await screen.findByText('512 bytes of 2 MB used')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Your browser keeps this data until you clear it.')).toBeTruthy(),
    );
  });
});
