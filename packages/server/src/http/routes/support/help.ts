// GET /help-center and /faqs: fixed content (domain/support/content/help-content.ts), so each answer is made once, with its
// ETag and compressed forms, and sent from memory; `no-cache` makes a browser ask again, for a 304.
import {
  type FaqsResponse,
  faqsResponseSchema,
  type HelpCenterResponse,
  helpCenterResponseSchema,
} from '@callout/contracts/help';
import type { FastifyInstance } from 'fastify';
import { faqs, helpCards } from '../../../domain/support/content/help-content';
import type { Env } from '../../../env';
import { sendAnswer, toAnswer } from '../../../infra/cache/answer-cache';
import { documented } from '../../openapi/route-contract';

export function registerHelpRoutes(api: FastifyInstance, env: Env): void {
  const helpCentre = toAnswer({
    success: true,
    message: 'Help centre',
    data: helpCards,
    email: env.SUPPORT_EMAIL,
  } satisfies HelpCenterResponse);
  const faqList = toAnswer({ success: true, message: 'FAQs', data: faqs } satisfies FaqsResponse);

  api.get(
    '/help-center',
    documented({ summary: 'Help centre cards', access: 'public', response: helpCenterResponseSchema }),
    async (request, reply) => sendAnswer(request, reply, helpCentre),
  );

  api.get(
    '/faqs',
    documented({ summary: 'Frequently asked questions', access: 'public', response: faqsResponseSchema }),
    async (request, reply) => sendAnswer(request, reply, faqList),
  );
}
