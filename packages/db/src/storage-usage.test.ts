import { describe, expect, it } from 'vitest';
import { readStorageUsage } from './storage-usage';

const manager = (estimate: StorageEstimate, persisted?: boolean) =>
  ({
    estimate: async () => estimate,
    ...(persisted === undefined ? {} : { persisted: async () => persisted }),
  }) as unknown as StorageManager;

describe('readStorageUsage', () => {
  it('gives the bytes used, the bytes available and whether they are kept', async () => {
    expect(await readStorageUsage(manager({ usage: 12_345_678, quota: 1_234_567_890 }, true))).toEqual({
      used: 12_345_678,
      available: 1_234_567_890,
      persistent: true,
    });
    expect((await readStorageUsage(manager({ usage: 0, quota: 10 })))?.persistent).toBe(false);
  });

  it('gives nothing where the browser does not say', async () => {
    expect(await readStorageUsage(undefined)).toBeNull();
    expect(await readStorageUsage(manager({ quota: 10 }, false))).toBeNull();
  });
});
