// The support section's addresses.
export const supportPaths = {
  queue: '/ops/support',
  case: '/ops/support/:caseId',
} as const;

export const caseHref = (caseId: string) => `/ops/support/${encodeURIComponent(caseId)}`;
