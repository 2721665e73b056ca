import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, requestPersistentStorageOnce } from './persistent-storage';

const manager = (persisted: boolean, grant: boolean | Error) =>
  ({
    persisted: vi.fn().mockResolvedValue(persisted),
    persist: grant instanceof Error ? vi.fn().mockRejectedValue(grant) : vi.fn().mockResolvedValue(grant),
  }) as unknown as StorageManager;

/** sessionStorage of one browser session. */
function sessionMarks() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

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

describe('requestPersistentStorageOnce', () => {
  it('asks the browser once per browser session, however often it is called', async () => {
    const storage = manager(false, false);
    const session = sessionMarks();
    expect(await requestPersistentStorageOnce(storage, session)).toBe('best-effort');
    expect(await requestPersistentStorageOnce(storage, session)).toBe('asked-already');
    expect(await requestPersistentStorageOnce(storage, session)).toBe('asked-already');
    expect(storage.persist).toHaveBeenCalledTimes(1);

    // The next visit (a new browser session) asks again, as it is still not persisted.
    expect(await requestPersistentStorageOnce(storage, sessionMarks())).toBe('best-effort');
    expect(storage.persist).toHaveBeenCalledTimes(2);
  });

  it('never asks once storage is persistent', async () => {
    const storage = manager(true, true);
    expect(await requestPersistentStorageOnce(storage, sessionMarks())).toBe('persisted');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('still asks where session storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(await requestPersistentStorageOnce(manager(false, true), blocked)).toBe('persisted');
  });
});
