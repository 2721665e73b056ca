// This module's IndexedDB database, `callout-booking`: the shared `drafts` table (its `lists` table is unused
// since the saved lists are read offline from the worker's copy of their answers).
// Every browser persistence of mf-booking goes through this folder; components never touch tables.
import { createModuleDatabase } from '@callout/db/database';

export const bookingDb = createModuleDatabase('booking');
