// POST /newreview (the customer reviews the provider) and /provider/newreview (the provider reviews the
// customer). Honours the optional Idempotency-Key header: a repeat answers 201 like the first, with
// Idempotent-Replayed: true, and stores nothing.
import { newReviewInputSchema, newReviewResponseSchema } from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { countAttempt, rateRules } from '../auth/rate-limit';
import { requireAccount } from '../auth/sessions';
import { parseInput } from '../http/parse-input';
import { documented } from '../openapi/route-contract';
import { idempotencyKeyOf, replayedHeader } from '../reviews/idempotency-key';
import { reviewMessages } from '../reviews/messages';
import { submitReview } from '../reviews/submit-review';
import type { Services } from '../services';
import { accountRoles } from './account-prefix';

export function registerReviewRoutes(api: FastifyInstance, { db }: Services): void {
  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/newreview`,
      documented({
        summary: 'Review a completed order (Idempotency-Key honoured)',
        access: role,
        body: newReviewInputSchema,
        response: newReviewResponseSchema,
        status: 201,
        errors: [403, 404, 409, 429],
      }),
      async (request, reply): Promise<z.infer<typeof newReviewResponseSchema>> => {
        const account = await requireAccount(db, request, role);
        const key = idempotencyKeyOf(request);
        const input = parseInput(newReviewInputSchema, request.body, {
          rating: reviewMessages.ratingRequired,
        });
        await countAttempt(db, [[rateRules.reviewPerAccount, account.id]]);
        const outcome = await submitReview(db, { account, role }, input, key);
        if (outcome.replayed) reply.header(replayedHeader, 'true');
        reply.status(201);
        return { success: true, message: reviewMessages.thankYou };
      },
    );
  }
}
