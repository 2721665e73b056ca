// GET /api/ops/audit: the operators' actions, newest first, a page at a time (`before` is the last id seen).
import { type AuditEntryView, auditResponseSchema } from '@callout/contracts/ops-catalogue';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet } from '../../../lib/catalogue-api';

export interface AuditFilters {
  search: string;
  subject: string;
  subjectid: string;
}

export interface AuditPage {
  entries: AuditEntryView[];
  next: string | null;
}

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const auditPageQueryOptions = (filters: AuditFilters, before: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: ['ops', 'audit', filters, before],
    queryFn: async ({ signal }): Promise<AuditPage> => {
      const reply = await opsGet(
        'ops/audit',
        auditResponseSchema,
        {
          search: filters.search,
          // A record is named by its kind and id together; the kind alone lists nothing narrower.
          subject: filters.subjectid ? filters.subject : '',
          subjectid: filters.subject ? filters.subjectid : '',
          before,
        },
        signal,
        client,
      );
      return { entries: reply.data?.Entries ?? [], next: reply.data?.Next ?? null };
    },
  });

export const useAuditPage = (filters: AuditFilters, before: string) =>
  useQuery(auditPageQueryOptions(filters, before));
