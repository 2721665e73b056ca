import { parseJson } from '@callout/api-client/client';
import { type FaqsResponse, faqsResponseSchema } from '@callout/contracts/help';
import { useQuery } from '@callout/query';
import { api } from '../../../lib/api';

export const getFaqs = (): Promise<FaqsResponse> => parseJson(faqsResponseSchema, api.get('faqs'), '/faqs');

export const useFaqs = () => useQuery({ queryKey: ['faqs'], queryFn: getFaqs });
