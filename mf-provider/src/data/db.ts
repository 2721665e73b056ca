// This module's IndexedDB database, `callout-provider`: only the shared `drafts` table is used, for forms
// in progress. Every browser persistence of mf-provider goes through this folder.
import { createModuleDatabase } from '@callout/db/database';

export const providerDb = createModuleDatabase('provider');
