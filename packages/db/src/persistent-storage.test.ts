import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persistent-storage';

const manager = (persisted: boolean, grant: boolean | Error) =>
  ({
    persisted: vi.fn().mockResolvedValue(persisted),
    persist: grant instanceof Error ? vi.fn().mockRejectedValue(grant) : vi.fn().mockResolvedValue(grant),
  }) as unknown as StorageManager;

describe('requestPersistentStorage', () => {
  it('asks only when not yet persisted and reports the answer', async () => {
    const already = manager(true, false);
    expect(await requestPersistentStorage(already)).toBe('persisted');
    expect(already.persist).not.toHaveBeenCalled();
    expect(await requestPersistentStorage(manager(false, true))).toBe('persisted');
    expect(await requestPersistentStorage(manager(false, false))).toBe('best-effort');
  });

  it('copes with browsers that lack the API or refuse', async () => {
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await requestPersistentStorage(manager(false, new Error('denied')))).toBe('best-effort');
  });
});
