// Turns the browser's many ways of saying "storage is full" into one error the UI can show in words.

/** English text of the full-storage message; screens show the translated `pwa:storageFull` instead. */
export const storageFullMessage = 'Your device storage is full. Free some space and try again.';

export class StorageFullError extends Error {
  readonly code = 'storage-full';
  constructor(options?: { cause?: unknown }) {
    super(storageFullMessage, options);
    this.name = 'StorageFullError';
  }
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  inner?: unknown;
  cause?: unknown;
  failures?: unknown;
}

// Chromium and Safari name the DOMException QuotaExceededError (legacy code 22); old Firefox used
// NS_ERROR_DOM_QUOTA_REACHED (code 1014). Dexie wraps it in an AbortError or BulkError with `inner`/`failures`.
function isQuotaLeaf(error: ErrorLike): boolean {
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

export function isQuotaExceeded(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const candidate = error as ErrorLike;
  if (error instanceof StorageFullError || isQuotaLeaf(candidate)) return true;
  const nested = [
    candidate.inner,
    candidate.cause,
    ...(Array.isArray(candidate.failures) ? candidate.failures : []),
  ];
  return nested.some((inner) => isQuotaExceeded(inner, depth + 1));
}

/** The error to report: a StorageFullError for any quota failure, anything else unchanged. */
export function toStorageError(error: unknown): unknown {
  if (error instanceof StorageFullError) return error;
  return isQuotaExceeded(error) ? new StorageFullError({ cause: error }) : error;
}

/** Runs an IndexedDB operation and rethrows a quota failure as a StorageFullError. */
export async function guardStorage<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toStorageError(error);
  }
}
