// GET /api/ops/datarequests: people's requests for a copy of their data, open ones first, with their clock.
import { operatorDataRequestsResponseSchema } from '@callout/contracts/data-requests';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet } from '../../../lib/catalogue-api';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const dataRequestsQueryOptions = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['ops', 'data-requests'],
    queryFn: async ({ signal }) =>
      (await opsGet('ops/datarequests', operatorDataRequestsResponseSchema, {}, signal, client)).data,
  });
