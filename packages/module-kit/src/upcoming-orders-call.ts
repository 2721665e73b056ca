// GET /upcomingorders, /provider/upcomingorders?before=: one page of the active and upcoming orders after the
// dashboard's first (upcoming-orders.ts), loaded apart from the dashboard's code, when a later page is asked for.
import { parseJson } from '@callout/api-client/client';
import { customerOrdersResponseSchema, providerOrdersResponseSchema } from '@callout/contracts/orders';
import { api } from './api';
import { requireSuccess } from './errors';

/** A row of the list (active-orders.tsx): the fields the customer's and the provider's rows share. */
export interface ActiveOrderRow {
  Orderid: string;
  OrderTime: string;
  Name: string;
  Category: string;
  Currency: string;
  Price: number;
  Rate: string;
  OrderStatus: string;
  /** The job's day (YYYY-MM-DD): what an upcoming order is first about. */
  ShipDate?: string | undefined;
  /** The arrival window, "09:00–11:00"; none: any time that day. */
  ShipWindow?: string | null | undefined;
  /** Shown to providers: who ordered. */
  CustomerName?: string | null;
}

export type UpcomingOrdersCall = 'upcomingorders' | 'provider/upcomingorders';

export interface UpcomingPage {
  rows: ActiveOrderRow[];
  next: string | null;
}

export async function getUpcomingOrders(
  call: UpcomingOrdersCall,
  before: string,
  signal: AbortSignal,
): Promise<UpcomingPage> {
  const schema = call === 'upcomingorders' ? customerOrdersResponseSchema : providerOrdersResponseSchema;
  const reply = requireSuccess(
    await parseJson(schema, api.get(call, { searchParams: { before }, signal }), `/${call}`),
  );
  return { rows: reply.data ?? [], next: reply.Next ?? null };
}
