// This module's IndexedDB database, `callout-booking`: only the shared `drafts` and `lists` tables.
// Every browser persistence of mf-booking goes through this folder; components never touch tables.
import { createModuleDatabase } from '@callout/db/database';

export const bookingDb = createModuleDatabase('booking');
