// A module's entry or contract that fails to load is tried once more at once, with the same version's
// address, then reported (module, version and kind only) and left for the visitor's reload.
import type { RemoteEntry } from '@callout/contracts/remotes-manifest';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn<(name: string, exposed: string, entryUrl: () => string) => Promise<unknown>>();
vi.mock('@callout/build-config/load-remote', () => ({ loadRemote }));

const contract = { routes: [], registerTranslations: () => Promise.resolve() };
const remote = (name: `mf-${string}`): RemoteEntry => ({
  name,
  namespace: 'support',
  routes: [],
  menu: [],
  entry: `/remotes/${name}/assets/remoteEntry.js`,
  version: 'abcdef012345',
});

const fetched = vi.fn((_url: string, _init: RequestInit) =>
  Promise.resolve(new Response(null, { status: 202 })),
);
const reports = () => fetched.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body))]);

beforeEach(() => {
  vi.resetModules();
  loadRemote.mockReset();
  fetched.mockClear();
  vi.stubGlobal('fetch', fetched);
});

describe('loadModule', () => {
  it('tries a failed entry once more with the same version, and uses it when it loads', async () => {
    const asked: string[] = [];
    loadRemote.mockImplementation((_name, _exposed, entryUrl) => {
      asked.push(new URL(entryUrl()).search);
      return asked.length === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(contract);
    });
    const { loadModule } = await import('./load-module');
    await expect(loadModule(remote('mf-one'))).resolves.toBe(contract);
    expect(asked).toEqual(['?v=abcdef012345', '?v=abcdef012345&attempt=1']);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('gives up after the second failure, reports the entry once, and loads again when asked', async () => {
    loadRemote.mockRejectedValue(new TypeError('Failed to fetch'));
    const { loadModule } = await import('./load-module');
    await expect(loadModule(remote('mf-two'))).rejects.toThrow('Failed to fetch');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(reports()).toEqual([
      ['/api/module-health', { module: 'mf-two', version: 'abcdef012345', kind: 'entry' }],
    ]);
    await expect(loadModule(remote('mf-two'))).rejects.toThrow();
    expect(loadRemote).toHaveBeenCalledTimes(4);
    // The same problem of the same version is reported once a page.
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('reports an entry that exposes no contract as a contract problem, with its signed assignment', async () => {
    loadRemote.mockResolvedValue({ nothing: true });
    const { loadModule } = await import('./load-module');
    const signed = { ...remote('mf-three'), assignment: `7.${'a'.repeat(12)}.${'b'.repeat(22)}` };
    await expect(loadModule(signed)).rejects.toThrow('does not expose a module contract');
    // With the assignment /remotes.json gave this device, without which the server does not count it.
    expect(reports()).toEqual([
      [
        '/api/module-health',
        { module: 'mf-three', version: 'abcdef012345', kind: 'contract', assignment: signed.assignment },
      ],
    ]);
  });
});
