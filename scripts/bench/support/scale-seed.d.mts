// The types of scale-seed.mjs, for the TypeScript test that keeps the scale benchmark's seeding working.
export interface SizeCounts {
  customers: number;
  providers: number;
  orders: number;
  messages: number;
  cases: number;
  notifications: number;
  reviews: number;
  audit: number;
  longLived: { orders: number; notifications: number; caseMessages: number; cases: number };
}

export const longCaseId: string;
export function sizeCounts(name: string): SizeCounts | null;
export function scaleSeedStatements(name: string): string[];
