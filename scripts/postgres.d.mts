// The types of postgres.mjs, for the TypeScript test suites that start a server of their own.
export interface TestPostgres {
  url: string;
  stop(): void;
  /** Only on a server this call started (not on TEST_DATABASE_URL's). */
  shutDown?(): void;
  startUp?(): void;
}

export function startTestPostgres(options?: { durable?: boolean; own?: boolean }): Promise<TestPostgres>;
