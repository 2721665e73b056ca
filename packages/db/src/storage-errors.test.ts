import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  guardStorage,
  isQuotaExceeded,
  StorageFullError,
  storageFullMessage,
  toStorageError,
} from './storage-errors';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('quota errors', () => {
  it('recognises the browser error, Dexie wrappers and old Firefox names', () => {
    expect(isQuotaExceeded(quota())).toBe(true);
    expect(isQuotaExceeded(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaExceeded(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(isQuotaExceeded(new Dexie.BulkError('1 of 2 failed', [new Error('x'), quota()]))).toBe(true);
    expect(isQuotaExceeded({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaExceeded(new Dexie.ConstraintError('duplicate key'))).toBe(false);
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false);
  });

  it('reports a full device in words the user can act on, other errors unchanged', async () => {
    const error = toStorageError(new Dexie.AbortError('aborted', quota()));
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).message).toBe(storageFullMessage);
    const other = new Error('boom');
    expect(toStorageError(other)).toBe(other);
    await expect(guardStorage(() => Promise.reject(quota()))).rejects.toThrow(storageFullMessage);
    await expect(guardStorage(() => Promise.reject(other))).rejects.toBe(other);
  });
});
