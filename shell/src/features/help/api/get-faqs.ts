import { parseJson } from '@callout/api-client/client';
import { type FaqsResponse, faqsResponseSchema } from '@callout/contracts/help';
import { api } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export const getFaqs = (): Promise<FaqsResponse> => parseJson(faqsResponseSchema, api.get('faqs'), '/faqs');

export const useFaqs = () => useAsync(getFaqs);
