import { parseJson } from '@callout/api-client/client';
import { type HelpCenterResponse, helpCenterResponseSchema } from '@callout/contracts/help';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { api } from '../../../lib/api';

/** `client`: the shell's own, or the server's when it renders /help (server-render.tsx). */
export const getHelpCenter = (client: KyInstance = api): Promise<HelpCenterResponse> =>
  parseJson(helpCenterResponseSchema, client.get('help-center'), '/help-center');

/** The page's query, also fetched by the server when it renders /help. */
export const helpCenterQueryOptions = (client: KyInstance = api) =>
  queryOptions({ queryKey: ['help-center'], queryFn: () => getHelpCenter(client) });

export const useHelpCenter = () => useQuery(helpCenterQueryOptions());
