// Credentials in the console: the queue of credentials to check beside their documents, the kinds operators
// define (added and changed), and which categories or products require which kinds.
import {
  type CredentialKind,
  type CredentialRequirement,
  credentialKindsResponseSchema,
  credentialRequirementsResponseSchema,
  type OpsCredential,
  opsCredentialsResponseSchema,
} from '@callout/contracts/credentials';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost, queryString } from '../../../api/ops-call';

export const credentialFilters = ['pending', 'all', 'SUBMITTED', 'QUERIED', 'VERIFIED'] as const;
export const credentialDecisions = ['VERIFIED', 'QUERIED'] as const;

export const credentialsKey = ['ops', 'credentials'] as const;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const credentialQueueQueryOptions = (status: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...credentialsKey, 'queue', status],
    queryFn: async ({ signal }): Promise<OpsCredential[]> =>
      (
        await opsGet(
          `ops/credentials${queryString({ status })}`,
          opsCredentialsResponseSchema,
          signal,
          client,
        )
      ).data ?? [],
  });

export const credentialKindsQueryOptions = (client: KyInstance = api) =>
  queryOptions({
    queryKey: [...credentialsKey, 'kinds'],
    queryFn: async ({ signal }): Promise<CredentialKind[]> =>
      (await opsGet('ops/credential-kinds', credentialKindsResponseSchema, signal, client)).data ?? [],
  });

export const credentialRequirementsQueryOptions = (client: KyInstance = api) =>
  queryOptions({
    queryKey: [...credentialsKey, 'requirements'],
    queryFn: async ({ signal }): Promise<CredentialRequirement[]> =>
      (await opsGet('ops/credential-requirements', credentialRequirementsResponseSchema, signal, client))
        .data ?? [],
  });

export const reviewCredential = (credentialId: number, decision: { status: string; note: string }) =>
  opsPost(`ops/credentials/${credentialId}/review`, {
    status: decision.status,
    note: decision.note || undefined,
  });

/** Adds a kind, or changes the one with `kindId`. */
export const saveKind = (kindId: number | null, values: Record<string, string>) =>
  opsPost(kindId === null ? 'ops/credential-kinds' : `ops/credential-kinds/${kindId}`, values);

export const addRequirement = (values: Record<string, string>) =>
  opsPost('ops/credential-requirements', values);

export const removeRequirement = (requirementId: number) =>
  opsPost(`ops/credential-requirements/${requirementId}/delete`, {});
