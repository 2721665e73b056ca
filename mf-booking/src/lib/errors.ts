import { StorageFullError } from '@callout/db/storage-errors';

// The kit's refusal handling (@callout/module-kit/errors), under the path this module's files import.
export { requireSuccess, ServerRefusal } from '@callout/module-kit/errors';

export const isStorageFull = (error: unknown) => error instanceof StorageFullError;
