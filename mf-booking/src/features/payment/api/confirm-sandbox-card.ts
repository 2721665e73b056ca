// POST /sandbox-gateway/confirm: the built-in gateway used when no Stripe keys are set. It takes test
// card numbers (4242… succeeds, 4000 0000 0000 0002 is declined) and answers like Stripe would.
import { formBody, parseJson } from '@callout/api-client/client';
import { envelopeSchema } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { z } from 'zod';
import type { CardOutcome } from '../card-outcome';

/** Only presence is checked here: the gateway judges the card and answers in its own words. */
export const sandboxCardInputSchema = z.object({
  clientSecret: z.string().min(1),
  number: z.string().trim().min(1).max(30),
  /** MM/YY or MM/YYYY, as typed. */
  expiry: z.string().trim().min(1).max(10),
  cvc: z.string().trim().min(1).max(4),
});
export type SandboxCardInput = z.input<typeof sandboxCardInputSchema>;

const sandboxReplySchema = envelopeSchema.extend({
  data: z.object({ status: z.string() }).optional(),
});

export async function confirmSandboxCard(input: SandboxCardInput): Promise<CardOutcome> {
  const body = formBody(sandboxCardInputSchema.parse(input));
  const reply = await parseJson(
    sandboxReplySchema,
    api.post('sandbox-gateway/confirm', { body }),
    '/sandbox-gateway/confirm',
  );
  if (!reply.success) return { kind: 'declined', message: reply.message || null };
  return reply.data ? { kind: 'status', status: reply.data.status } : { kind: 'declined', message: null };
}
