// The types of postgres.mjs, for the TypeScript test suites that start a server of their own.
export interface TestPostgres {
  url: string;
  stop(): void;
  /** Only on a server this call started (not on TEST_DATABASE_URL's). */
  shutDown?(): void;
  startUp?(): void;
}

export function startTestPostgres(options?: {
  durable?: boolean;
  own?: boolean;
  settings?: string[];
}): Promise<TestPostgres>;

export interface PrimaryAndStandby {
  primaryUrl: string;
  standbyUrl: string;
  /** Both hosts in one address, libpq's way (primary first). */
  bothUrl: string;
  /** SIGKILL to the primary's postmaster, as a crash. */
  killPrimary(): void;
  /** `pg_ctl promote` of the standby. */
  promote(): void;
  stop(): void;
}

export function startPrimaryAndStandby(): Promise<PrimaryAndStandby>;
