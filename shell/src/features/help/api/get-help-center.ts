import { parseJson } from '@callout/api-client/client';
import { type HelpCenterResponse, helpCenterResponseSchema } from '@callout/contracts/help';
import { api } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export const getHelpCenter = (): Promise<HelpCenterResponse> =>
  parseJson(helpCenterResponseSchema, api.get('help-center'), '/help-center');

export const useHelpCenter = () => useAsync(getHelpCenter);
