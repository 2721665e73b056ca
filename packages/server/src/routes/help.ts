import {
  type FaqsResponse,
  faqsResponseSchema,
  type HelpCenterResponse,
  helpCenterResponseSchema,
} from '@callout/contracts/help';
import type { FastifyInstance } from 'fastify';
import { faqs, helpCards } from '../content/help-content';
import type { Env } from '../env';
import { documented } from '../openapi/route-contract';

export function registerHelpRoutes(api: FastifyInstance, env: Env): void {
  api.get(
    '/help-center',
    documented({ summary: 'Help centre cards', access: 'public', response: helpCenterResponseSchema }),
    async (): Promise<HelpCenterResponse> => ({
      success: true,
      message: 'Help centre',
      data: helpCards,
      email: env.SUPPORT_EMAIL,
    }),
  );

  api.get(
    '/faqs',
    documented({ summary: 'Frequently asked questions', access: 'public', response: faqsResponseSchema }),
    async (): Promise<FaqsResponse> => ({ success: true, message: 'FAQs', data: faqs }),
  );
}
