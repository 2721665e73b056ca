// POST /loadexistingreq (orderid, provider): an order's request details, to resume its negotiation.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type LoadExistingRequestResponse,
  loadExistingRequestInputSchema,
  loadExistingRequestResponseSchema,
} from '@callout/contracts/booking';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '../../../lib/errors';

export async function loadExistingRequest(
  input: { orderid: string; provider: string },
  signal?: AbortSignal,
): Promise<LoadExistingRequestResponse> {
  const body = formBody(loadExistingRequestInputSchema.parse(input));
  const reply = await parseJson(
    loadExistingRequestResponseSchema,
    api.post('loadexistingreq', { body, signal }),
    '/loadexistingreq',
  );
  return requireSuccess(reply);
}
