// When a cache write of the worker fails for want of space, workbox calls back here: cached pictures and
// API answers go to make room (@callout/offline/storage-pressure). The outbox is in IndexedDB and is never
// touched, so a full device costs nothing that is not on the server already.
import { trimOfflineCaches } from '@callout/offline/storage-pressure';
import { registerQuotaErrorCallback } from 'workbox-core';

export function trimCachesWhenFull(): void {
  registerQuotaErrorCallback(async () => {
    try {
      await trimOfflineCaches();
    } catch (error) {
      console.error('Could not trim the caches of a full device', error);
    }
  });
}
