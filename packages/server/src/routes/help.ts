import type { FaqsResponse, HelpCenterResponse } from '@callout/contracts/help';
import type { FastifyInstance } from 'fastify';
import { faqs, helpCards } from '../content/help-content';
import type { Env } from '../env';

export function registerHelpRoutes(api: FastifyInstance, env: Env): void {
  api.get(
    '/help-center',
    async (): Promise<HelpCenterResponse> => ({
      success: true,
      message: 'Help centre',
      data: helpCards,
      email: env.SUPPORT_EMAIL,
    }),
  );

  api.get('/faqs', async (): Promise<FaqsResponse> => ({ success: true, message: 'FAQs', data: faqs }));
}
