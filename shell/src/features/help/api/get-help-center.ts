import { parseJson } from '@callout/api-client/client';
import { type HelpCenterResponse, helpCenterResponseSchema } from '@callout/contracts/help';
import { useQuery } from '@callout/query';
import { api } from '../../../lib/api';

export const getHelpCenter = (): Promise<HelpCenterResponse> =>
  parseJson(helpCenterResponseSchema, api.get('help-center'), '/help-center');

export const useHelpCenter = () => useQuery({ queryKey: ['help-center'], queryFn: getHelpCenter });
