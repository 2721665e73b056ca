// POST /requestservice: creates the order for the draft, sent to the chosen provider or published for
// bids; on success the message holds the new order id.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type RequestServiceInput,
  requestServiceInputSchema,
  requestServiceResponseSchema,
} from '@callout/contracts/booking';
import { api } from '@callout/module-kit/api';
import type { z } from 'zod';
import { requireSuccess } from '../../../lib/errors';

// One request per draft at a time: a re-render or a second effect run must not create a second order.
const inFlight = new Map<string, Promise<string>>();

/** Async so that a draft the contract refuses (a date now in the past) rejects instead of throwing. */
export async function requestService(input: z.input<typeof requestServiceInputSchema>): Promise<string> {
  const body = formBody(requestServiceInputSchema.parse(input) satisfies RequestServiceInput);
  const key = body.toString();
  const existing = inFlight.get(key);
  if (existing) return existing;
  const pending = parseJson(
    requestServiceResponseSchema,
    api.post('requestservice', { body }),
    '/requestservice',
  )
    .then((reply) => requireSuccess(reply).message)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, pending);
  return pending;
}
