// This module's IndexedDB database, `callout-support`: only the shared `drafts` and `lists` tables.
// Every browser persistence of mf-support goes through this folder; components never touch tables.
import { createModuleDatabase } from '@callout/db/database';

export const supportDb = createModuleDatabase('support');
