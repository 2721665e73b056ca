// GET /api/ops/audit: the operators' actions, newest first, a page at a time (`before` is the last id seen).
import { type AuditEntryView, auditResponseSchema } from '@callout/contracts/ops-catalogue';
import { useQuery } from '@callout/query';
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

export function useAuditPage(filters: AuditFilters, before: string) {
  return useQuery({
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
      );
      return { entries: reply.data?.Entries ?? [], next: reply.data?.Next ?? null };
    },
  });
}
