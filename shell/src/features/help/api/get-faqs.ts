import { parseJson } from '@callout/api-client/client';
import { type FaqsResponse, faqsResponseSchema } from '@callout/contracts/help';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { api } from '../../../lib/api';

/** `client`: the shell's own, or the server's when it renders /help (server-render.tsx). */
export const getFaqs = (client: KyInstance = api): Promise<FaqsResponse> =>
  parseJson(faqsResponseSchema, client.get('faqs'), '/faqs');

/** The page's query, also fetched by the server when it renders /help. */
export const faqsQueryOptions = (client: KyInstance = api) =>
  queryOptions({ queryKey: ['faqs'], queryFn: () => getFaqs(client) });

export const useFaqs = () => useQuery(faqsQueryOptions());
