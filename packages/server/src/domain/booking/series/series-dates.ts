// The days of a series' visits: the first, then every 7, 14 or 28 days, until its end (a number of visits,
// skipped ones included, or a last date).
import { addDays } from '@callout/contracts/london-time';

/** Days ahead the job runner books each visit as an order. */
export const seriesHorizonDays = 14;

export interface SeriesPlan {
  firstOn: string;
  everyDays: number;
  visitsLimit: number | null;
  endsOn: string | null;
}

/** The visit days from `from` to `to` (YYYY-MM-DD, both included), at most `max` of them. */
export function visitDays(plan: SeriesPlan, from: string, to: string, max = 1000): string[] {
  const days: string[] = [];
  for (let index = 0; days.length < max; index += 1) {
    if (plan.visitsLimit !== null && index >= plan.visitsLimit) break;
    const day = addDays(plan.firstOn, index * plan.everyDays);
    if (day > to || (plan.endsOn !== null && day > plan.endsOn)) break;
    if (day >= from) days.push(day);
  }
  return days;
}

/** Whether `day` is one of the plan's visits. */
export function isVisitDay(plan: SeriesPlan, day: string): boolean {
  return visitDays(plan, day, day, 1).length === 1;
}
