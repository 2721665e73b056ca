// GET /confirmpayment?orderid=: tells the server the card payment went through, confirming the order, with
// startnow=true when the customer expressly asked for the work to start inside the 14 days to cancel.
import { parseJson } from '@callout/api-client/client';
import { confirmPaymentQuerySchema, confirmPaymentResponseSchema } from '@callout/contracts/booking';
import type { Envelope } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';

// The confirmation page may mount twice (React's development checks, a fast reload); one call is enough.
const inFlight = new Map<string, Promise<Envelope>>();

/** Async so that an invalid id rejects like any other failure instead of throwing at the caller. */
export async function confirmPayment(orderid: string, startRequested = false): Promise<Envelope> {
  const { orderid: id } = confirmPaymentQuerySchema.parse({ orderid });
  // The field is sent only when asked, so the call stays the documented one otherwise.
  const searchParams: Record<string, string> = startRequested
    ? { orderid: id, startnow: 'true' }
    : { orderid: id };
  const existing = inFlight.get(id);
  if (existing) return existing;
  const pending = parseJson(
    confirmPaymentResponseSchema,
    api.get('confirmpayment', { searchParams }),
    '/confirmpayment',
  ).finally(() => inFlight.delete(id));
  inFlight.set(id, pending);
  return pending;
}
