// POST /newreview (the customer reviews the provider) and /provider/newreview (the provider reviews the
// customer). Honours the optional Idempotency-Key header: a repeat answers 201 like the first, with
// Idempotent-Replayed: true, and stores nothing.
// POST /provider/reviews/{orderId}/reply: the provider's one public reply to the customer's review.
// POST /ops/reviews/{reviewId}/hide: an operator hides a review under the review policy, with a reason.
// POST /ops/reviews/{reviewId}/show: an operator shows a hidden review again; it counts in the averages again.
import type { Envelope } from '@callout/contracts/envelope';
import { newReviewInputSchema, newReviewResponseSchema } from '@callout/contracts/orders';
import {
  hideReviewInputSchema,
  hideReviewResponseSchema,
  reviewParamsSchema,
  reviewReplyInputSchema,
  reviewReplyParamsSchema,
  reviewReplyResponseSchema,
  reviewTrustMessages,
  showReviewResponseSchema,
} from '@callout/contracts/review-trust';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { rateRules } from '../../../domain/accounts/auth/rate-limit';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { idempotencyKeyOf, replayedHeader } from '../../../domain/catalogue/reviews/idempotency-key';
import { reviewMessages } from '../../../domain/catalogue/reviews/messages';
import { hideReview, replyToReview, showReview } from '../../../domain/catalogue/reviews/review-moderation';
import { submitReview } from '../../../domain/catalogue/reviews/submit-review';
import { requireOperator } from '../../../domain/support/operators';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

export function registerReviewRoutes(api: FastifyInstance, { db, mailer, rateLimits }: Services): void {
  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/newreview`,
      documented({
        summary: 'Review a completed order (Idempotency-Key honoured)',
        access: role,
        body: newReviewInputSchema,
        fieldMessages: {
          rating: reviewMessages.ratingRequired,
        },
        response: newReviewResponseSchema,
        status: 201,
        errors: [403, 404, 409, 429],
      }),
      async (request, reply): Promise<z.infer<typeof newReviewResponseSchema>> => {
        const account = await requireAccount(db, request, role);
        const key = idempotencyKeyOf(request);
        const input = inputOf(request).body;
        await rateLimits.countAttempt(db, [[rateRules.reviewPerAccount, account.id]]);
        const outcome = await submitReview(db, { account, role }, input, key);
        if (outcome.replayed) reply.header(replayedHeader, 'true');
        reply.status(201);
        return { success: true, message: reviewMessages.thankYou };
      },
    );
  }

  api.post(
    '/provider/reviews/:orderId/reply',
    documented({
      summary: "Reply once, in public, to the customer's review of an order",
      access: 'provider',
      params: reviewReplyParamsSchema,
      body: reviewReplyInputSchema,
      fieldMessages: {
        reply: reviewTrustMessages.replyRequired,
      },
      response: reviewReplyResponseSchema,
      status: 201,
      errors: [404, 409, 429],
    }),
    async (request, reply): Promise<Envelope> => {
      const account = await requireAccount(db, request, 'provider');
      const { orderId } = inputOf(request).params;
      const input = inputOf(request).body;
      await rateLimits.countAttempt(db, [[rateRules.reviewPerAccount, account.id]]);
      await replyToReview(db, account.id, orderId, input.reply);
      reply.status(201);
      return { success: true, message: reviewTrustMessages.replied };
    },
  );

  api.post(
    '/ops/reviews/:reviewId/hide',
    documented({
      summary: 'Hide a review under the review policy (audit logged, the author told the reason)',
      access: 'operator',
      params: reviewParamsSchema,
      body: hideReviewInputSchema,
      fieldMessages: {
        reason: reviewTrustMessages.hideReasonRequired,
      },
      response: hideReviewResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { reviewId } = inputOf(request).params;
      const { reason } = inputOf(request).body;
      await hideReview(db, mailer, operator.id, reviewId, reason);
      return { success: true, message: reviewTrustMessages.hidden };
    },
  );
  api.post(
    '/ops/reviews/:reviewId/show',
    documented({
      summary: 'Show a hidden review again; it counts in the ratings again (audit logged)',
      access: 'operator',
      params: reviewParamsSchema,
      response: showReviewResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { reviewId } = inputOf(request).params;
      await showReview(db, mailer, operator.id, reviewId);
      return { success: true, message: reviewTrustMessages.shown };
    },
  );
}
