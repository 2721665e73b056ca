// GET /provider/credentials (the provider's credentials, the kinds to add, the requirements of their services
// and the services not offered for want of one) and POST /provider/credentials (a new or renewed one).
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type Credential,
  credentialAddedResponseSchema,
  type ProviderCredentialsResponse,
  providerCredentialsResponseSchema,
} from '@callout/contracts/credentials';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

export type CredentialsPageData = NonNullable<ProviderCredentialsResponse['data']>;

export const credentialsQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['provider-credentials'],
    queryFn: async ({ signal }): Promise<CredentialsPageData> => {
      const reply = await parseJson(
        providerCredentialsResponseSchema,
        client.get('provider/credentials', { signal }),
        '/provider/credentials',
      );
      return requireSuccess(reply).data ?? { Credentials: [], Kinds: [], Uncovered: [] };
    },
  });

export const useCredentials = () => useQuery(credentialsQuery());

/** The form as sent: every value as typed; the document as base64 without its data-URL prefix. */
export interface CredentialSubmission {
  kind: string;
  number?: string | undefined;
  expires?: string | undefined;
  cover?: string | undefined;
  document: string;
}

export async function addCredential(input: CredentialSubmission): Promise<Credential | undefined> {
  const reply = await parseJson(
    credentialAddedResponseSchema,
    api.post('provider/credentials', { body: formBody({ ...input }) }),
    '/provider/credentials',
  );
  return requireSuccess(reply).data;
}
