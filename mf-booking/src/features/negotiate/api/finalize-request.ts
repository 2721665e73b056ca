// GET /finalizerequest?orderid=&personnel=: engages one of the bidding providers.
import { parseJson } from '@callout/api-client/client';
import { finalizeRequestQuerySchema, finalizeRequestResponseSchema } from '@callout/contracts/booking';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '../../../lib/errors';

export async function finalizeRequest(input: { orderid: string; personnel: string }): Promise<void> {
  const searchParams = finalizeRequestQuerySchema.parse(input);
  requireSuccess(
    await parseJson(
      finalizeRequestResponseSchema,
      api.get('finalizerequest', { searchParams }),
      '/finalizerequest',
    ),
  );
}
