// Statements planned for each call's own values: the mark database.ts (and pglite-worker.mjs) send unnamed.

/** The text a statement planned per call starts with (pglite-worker.mjs spells it too). */
export const perCallMark = '/* planned per call */';

/**
 * A statement planned on every call for the values it is given (sent unnamed), where a named one would,
 * after its fifth call, settle on one generic plan costed for an average account: for the long-lived
 * provider's bell that plan read all 2,001 of their notifications and sorted them (2.2 ms) where the
 * account's index gives the page's 21 (0.06 ms). For statements whose best plan depends on whose rows they
 * read, and cheap to plan: planning every statement on every call cost `POST /activeproviders` 72 % of its
 * throughput (docs/benchmarks.md, "Planning every call").
 */
export const plannedPerCall = (text: string): string => `${perCallMark}\n${text}`;
