// The queue's search and filters, applied on the rows the server sent: the queue is one page of the cases
// still waiting, and filtering it in place keeps the list steady while it refreshes.
import type { OperatorCase } from '@callout/contracts/operator-support';

export type StatusFilter = 'waiting' | 'NEW' | 'OPEN' | 'CLOSED' | 'all';
export type RoleFilter = 'all' | 'user' | 'provider';

export interface CaseFilters {
  search: string;
  status: StatusFilter;
  role: RoleFilter;
}

/** The server's queue that holds the cases of a status filter. */
export const queueFor = (status: StatusFilter) =>
  status === 'CLOSED' ? 'closed' : status === 'all' ? 'all' : 'open';

/** Matches the case number, the subject and the owner's name and email, ignoring case. */
export function filterCases(cases: readonly OperatorCase[], filters: CaseFilters): OperatorCase[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return cases.filter((row) => {
    if (filters.role !== 'all' && row.OwnerRole !== filters.role) return false;
    if (filters.status !== 'waiting' && filters.status !== 'all' && row.Status !== filters.status)
      return false;
    const haystack = [row.CaseID, row.Subject, row.OwnerName, row.OwnerEmail].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
