// GET /confirmpayment?orderid=: tells the server the card payment went through, confirming the order.
import { parseJson } from '@callout/api-client/client';
import {
  type ConfirmPaymentQuery,
  confirmPaymentQuerySchema,
  confirmPaymentResponseSchema,
} from '@callout/contracts/booking';
import type { Envelope } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';

// The confirmation page may mount twice (React's development checks, a fast reload); one call is enough.
const inFlight = new Map<string, Promise<Envelope>>();

/** Async so that an invalid id rejects like any other failure instead of throwing at the caller. */
export async function confirmPayment(orderid: string): Promise<Envelope> {
  const searchParams: ConfirmPaymentQuery = confirmPaymentQuerySchema.parse({ orderid });
  const existing = inFlight.get(searchParams.orderid);
  if (existing) return existing;
  const pending = parseJson(
    confirmPaymentResponseSchema,
    api.get('confirmpayment', { searchParams }),
    '/confirmpayment',
  ).finally(() => inFlight.delete(searchParams.orderid));
  inFlight.set(searchParams.orderid, pending);
  return pending;
}
