// Download my data: the account's newest request (GET /datarequest), asking (POST /datarequest), and the
// archive itself for the mailed link's secret (GET /datadownload), at /provider for providers.
import { parseAnswer, parseJson } from '@callout/api-client/client';
import type { AccountType } from '@callout/contracts/accounts';
import {
  type DataRequest,
  dataDownloadQuerySchema,
  dataRequestResponseSchema,
} from '@callout/contracts/data-requests';
import { envelopeSchema } from '@callout/contracts/envelope';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@callout/query';
import { api } from './api';
import { requireSuccess, ServerRefusal } from './errors';
import { accountPath } from './push/account-path';

export const dataRequestKey = ['data-request'] as const;

/** While a request is being prepared, how often its state is read again. */
export const preparingPollMs = 3_000;

const isOpen = (request: DataRequest | null | undefined) =>
  request?.Status === 'asked' || request?.Status === 'preparing';

/**
 * The newest request's query. `client` and `accountType`: the module's own and the session's, or the server's
 * when it renders Settings (a module's app/server-render.tsx) and the account it renders it for.
 */
export const dataRequestQuery = (client: typeof api = api, accountType?: AccountType) =>
  queryOptions({
    queryKey: dataRequestKey,
    queryFn: async ({ signal }): Promise<DataRequest | null> => {
      const reply = requireSuccess(
        await parseJson(
          dataRequestResponseSchema,
          client.get(accountPath('datarequest', accountType), { signal }),
          '/datarequest',
        ),
      );
      return reply.data ?? null;
    },
    refetchInterval: (query) => (isOpen(query.state.data) ? preparingPollMs : false),
  });

export const useDataRequest = () => useQuery(dataRequestQuery());

export function useAskForData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await parseAnswer(
        dataRequestResponseSchema,
        api.post(accountPath('datarequest')),
        '/datarequest',
      );
      return requireSuccess(answer.body, answer).data ?? null;
    },
    onSuccess: (request) => queryClient.setQueryData(dataRequestKey, request),
  });
}

/** The zip for the link's secret, or a ServerRefusal with the server's words (used, expired, not this account). */
export async function downloadArchive(token: string): Promise<Blob> {
  dataDownloadQuerySchema.parse({ token });
  const response = await api.get(accountPath('datadownload'), {
    searchParams: { token },
    throwHttpErrors: false,
  });
  if (response.ok) return response.blob();
  const answer = await parseAnswer(envelopeSchema, Promise.resolve(response), '/datadownload');
  throw new ServerRefusal(answer.body.message, answer);
}
