// This module's own IndexedDB database, `callout-orders`: only the shared `drafts` and `lists` tables.
// (Reorder writes mf-booking's database instead, booking-draft.ts.) Opened on first use.
import { createModuleDatabase } from '@callout/db/database';

export const ordersDb = createModuleDatabase('orders');
