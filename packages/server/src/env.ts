// The server's environment, read and validated here and nowhere else.
import { fileURLToPath } from 'node:url';
import { isTileTemplate } from '@callout/contracts/map-tiles';
import { z } from 'zod';
import {
  type CancelPolicy,
  defaultLateCancelFeePercent,
  lateCancelFeeBasisPoints,
} from './domain/orders/cancellation-policy';
import { feeBasisPoints } from './domain/payouts/platform-fee';
import { databaseAddressProblem } from './infra/db/database-address';
import { parsePeerList } from './infra/health/peer-list';
import { type Cron, CronError, parseCron } from './infra/jobs/cron';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A PostgreSQL address, one host or several (infra/db/database-address.ts). */
const databaseAddress = z.string().superRefine((value, context) => {
  const problem = databaseAddressProblem(value);
  if (problem)
    context.addIssue({
      code: 'custom',
      message: `${problem} (e.g. postgres://user@db1:5432,db2:5432/callout)`,
    });
});

const envSchema = z.object({
  /**
   * Demo mode adds what must never face the internet: demo data, the mail outbox page, the sandbox card
   * gateway and the sandbox payout onboarding. `npm start` sets it; the server alone runs in production.
   */
  DEMO_MODE: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /** The API docs page (/api/docs) in production too; demo mode always has it. */
  API_DOCS: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
  /** Built shell and remotes (`shell/` and `remotes/<name>/`). */
  STATIC_DIR: z.string().min(1).default(`${repoRoot}dist`),
  /**
   * A secret that lets `npm run release` upload and release a module without an operator's session (from a
   * CI job). Unset: only an operator's session may.
   */
  RELEASE_TOKEN: z.string().min(32, { error: 'at least 32 characters' }).optional(),
  /**
   * Key that signs each device's module versions in `/remotes.json`, so a health report counts only from a
   * device that was served that version. Unset, the server makes one at random and keeps it in the
   * database (server_secrets), shared by every instance on it.
   */
  MODULE_HEALTH_SECRET: z.string().min(32, { error: 'at least 32 characters' }).optional(),
  /**
   * PostgreSQL's address. Several hosts, libpq's way (`postgres://u@h1:5432,h2:5432/db`, optionally with
   * `target_session_attrs=read-write` or `primary`), are a primary and its standbys: the server uses the
   * one that takes writes and, when it goes away, finds the one promoted in its place.
   */
  DATABASE_URL: databaseAddress.optional(),
  /**
   * How DATABASE_URL's connections are pooled in front of PostgreSQL. `session` (the default): each
   * connection is the server's own for as long as it is open (PostgreSQL itself, or PgBouncer in session
   * mode), and statements are prepared once per connection under a name. `transaction`: a pooler that lends
   * a server connection for one transaction at a time (PgBouncer in transaction mode, most cloud poolers):
   * no named prepared statements and nothing kept on a connection between transactions; the listening
   * connection and the migrations then use DATABASE_DIRECT_URL.
   */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /**
   * PostgreSQL itself, not through the pooler: the live updates' LISTEN connection and the migrations use it
   * (required with DATABASE_POOL_MODE=transaction; without it they use DATABASE_URL).
   */
  DATABASE_DIRECT_URL: databaseAddress.optional(),
  /** Connections this instance opens on DATABASE_URL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * How long a call waits for a connection (a free one of the pool, or a new one) before it fails: while
   * the database is unreachable calls then answer 503 rather than hang.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** How long one statement may take to answer before the call fails and its connection is dropped. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  SMTP_URL: z.string().url().optional(),
  /** Sender of the one-time code mails. */
  MAIL_FROM: z.string().min(3).default('Callout <no-reply@callout.co.uk>'),
  PUBLIC_API_BASE_URL: z.string().default('/api'),
  /**
   * The site's address for links in mail (an order's page). Default: http://localhost:PORT in demo mode,
   * https://callout.co.uk otherwise.
   */
  PUBLIC_SITE_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().default('support@callout.co.uk'),
  SUPPORT_PHONE: z.string().default('+44 20 7946 0000'),
  /**
   * The company's trading details, in the footer of every page and at the foot of every mail (UK company
   * law asks them of a company's site and business mail): its name, number and registered office, its VAT
   * number once registered, and the alternative dispute resolution body a complaint that cannot be settled
   * is referred to. Production refuses to start without them (productionGaps); demo mode shows demoCompany.
   */
  COMPANY_NUMBER: z.string().trim().min(1).optional(),
  /** The Callout guarantee on /guarantee: the most paid on one order, in whole pounds, and the claim window. */
  GUARANTEE_COVER_GBP: z.coerce.number().int().positive().max(1_000_000).default(1000),
  GUARANTEE_CLAIM_MONTHS: z.coerce.number().int().positive().max(120).default(12),
  COMPANY_NAME: z.string().trim().min(1).optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).optional(),
  COMPANY_VAT_NUMBER: z.string().trim().min(1).optional(),
  /** The company's own UTR, which identifies the platform operator in the annual report to HMRC. */
  COMPANY_UTR: z
    .string()
    .trim()
    .regex(/^[0-9]{10}$/, 'COMPANY_UTR is the 10 digits of the company’s Unique Taxpayer Reference')
    .optional(),
  ADR_BODY_NAME: z.string().trim().min(1).optional(),
  ADR_BODY_URL: z.string().url().optional(),
  /** Only read by the integration tests: a PostgreSQL server they may create throwaway databases on. */
  TEST_DATABASE_URL: z.string().url().optional(),
  /**
   * Whether a signed-in page is rendered on the server with the account's data (the browser then takes it
   * over); `false` sends such a page as the empty shell, rendered in the browser alone.
   */
  /**
   * Whether a device may choose the pseudo-locale en-XA (texts stretched and marked, docs/languages.md): for
   * development and tests only, so production mode refuses it.
   */
  PSEUDO_LOCALE: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  RENDER_SIGNED_IN_PAGES: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /** Multiplies the per-address rate limits; for test suites that send every account from one address. */
  RATE_LIMIT_PER_IP_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * How many leading bits of an IPv6 address name one client for the per-address limits: 64 counts each /64
   * network (what one home or server is usually given) once, however many addresses it uses. IPv4 clients,
   * and IPv4-mapped IPv6 ones, count by address.
   */
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
  /** An online UK postcode service (postcodes.io API shape); the offline gazetteer is used without it. */
  GEOCODER_URL: z.string().url().optional(),
  /**
   * An OSRM HTTP API (a self-hosted OSRM, or Valhalla's OSRM-compatible endpoint) for the driving route on
   * the maps; without it the maps draw the straight line, "as the crow flies".
   */
  ROUTING_URL: z.string().url().optional(),
  /**
   * The maps' base tiles, an XYZ template ({z}, {x}, {y}; optional {s} is not supported). Sent to the
   * browser and allowed by the page's CSP. OpenStreetMap's standard tiles by default (their usage policy:
   * light use, attribution shown, no bulk download); `none` draws only the shipped outline of the UK.
   */
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      (value) => value === 'none' || isTileTemplate(value),
      'expected an http(s) address with {z}, {x} and {y}, or none',
    ),
  /**
   * Which direct peers may set X-Forwarded-For (whose address then counts for the per-address limits):
   * `loopback` (a reverse proxy on the same machine), a number of proxy hops, `true`, `false`, or a comma-
   * separated list of addresses and CIDR ranges. Trusting everyone would let any client pick its address.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | number | string => {
      if (value === 'true' || value === 'false') return value === 'true';
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  /**
   * How long a shutdown (SIGTERM, SIGINT) may take to finish the requests in flight and the background jobs'
   * current step before the server gives up and exits with status 1.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * A module's canary is rolled back by itself once its problems (load failures and errors its pages
   * caught) reach this share of its page loads, from 0 to 1 ...
   */
  CANARY_ROLLBACK_ERROR_RATE: z.coerce
    .number({ error: 'expected a number from 0 to 1' })
    .gt(0, 'expected a number above 0, up to 1')
    .max(1, 'expected a number from 0 to 1')
    .default(0.05),
  /** ... over at least this many page loads of the canary (fewer say too little). */
  CANARY_ROLLBACK_MIN_LOADS: z.coerce.number().int().min(1).max(10_000_000).default(200),
  /** Live updates streams one account may hold open on one instance (tabs, devices); the benchmark raises it. */
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The share of successful reads (GET and HEAD answered below 400) the access log keeps, from 0 to 1; every
   * write, every refusal and every failure is logged whatever it says.
   */
  ACCESS_LOG_READ_SAMPLE: z.coerce
    .number({ error: 'expected a number from 0 to 1' })
    .min(0, 'expected a number from 0 to 1')
    .max(1, 'expected a number from 0 to 1')
    .default(1),
  /**
   * Whether the HSTS header (sent on HTTPS pages) covers every subdomain too. Turn it on only when every
   * subdomain of the site's domain answers over HTTPS: browsers will refuse plain HTTP to all of them.
   */
  HSTS_INCLUDE_SUBDOMAINS: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /** Card payments go through Stripe when both keys are set, through the built-in sandbox otherwise. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(?:sk|rk)_(?:test|live)_\w+$/, 'expected sk_test_… or sk_live_…')
    .optional(),
  /** Sent to the browser (the only Stripe key that is). */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(?:test|live)_\w+$/, 'expected pk_test_… or pk_live_…')
    .optional(),
  /** Signing secret of the webhook endpoint /api/payments/stripe-webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'expected whsec_…')
    .optional(),
  /**
   * Signing secret of the Connect webhook endpoint (connected accounts' payout.failed and account.updated),
   * when it is another endpoint at Stripe than the platform's; both may point at the same address.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'expected whsec_…')
    .optional(),
  /**
   * Key of the signed addresses of private pictures (chat pictures, KYC documents). Unset, the server makes
   * one at random and keeps it in the database (server_secrets), shared by every instance on it.
   */
  MEDIA_URL_SECRET: z.string().min(32, 'use at least 32 random characters').optional(),
  /** Another Stripe API address (stripe-mock, a test stand-in); Stripe's own when unset. */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * The platform's share of each captured payment, 0 to 50 percent with at most two decimals: the customer
   * pays the price shown and the provider is paid the rest (domain/payouts/platform-fee.ts).
   */
  PLATFORM_FEE_PERCENT: z
    .string()
    .default('0')
    .refine(
      (value) => isFeePercent(value),
      'expected a percentage from 0 to 50 with at most two decimals, e.g. 12.5',
    ),
  /**
   * What a customer pays for cancelling a PER JOB job once it has started, 0 to 100 percent of its price
   * with at most two decimals; it goes to the provider (domain/orders/cancellation-policy.ts).
   */
  LATE_CANCEL_FEE_PERCENT: z
    .string()
    .default(defaultLateCancelFeePercent)
    .refine(
      (value) => isLateCancelPercent(value),
      'expected a percentage from 0 to 100 with at most two decimals, e.g. 25',
    ),
  /** When the weekly payouts run by themselves, as a 5-field cron expression on the London wall clock. */
  PAYOUT_WEEKLY_CRON: z
    .string()
    .default('0 6 * * 1')
    .superRefine((value, context) => {
      const problem = cronProblem(value);
      if (problem)
        context.addIssue({ code: 'custom', message: `${problem} (e.g. "0 6 * * 1": Mondays 06:00)` });
    }),
  /**
   * Bearer token that opens /metrics to a scraper. Without it, production answers only the peers named in
   * METRICS_ALLOW_PEERS; demo mode also answers a loopback peer. A request that came through a proxy (a
   * forwarding header) always needs the token.
   */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 random characters').optional(),
  /**
   * Direct peers that may read /metrics without the token: comma-separated addresses and CIDR ranges, e.g.
   * `127.0.0.1,::1` for a scraper on this machine. Unset: none in production.
   */
  METRICS_ALLOW_PEERS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const problem = value === undefined ? null : peerListProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `${problem} (e.g. 127.0.0.1,10.0.0.0/8)` });
    }),
  /**
   * Web Push (VAPID) keys, URL-safe base64 as `web-push generate-vapid-keys` prints them, and the contact
   * the push services may write to (mailto: or https:). Without them production sends no pushes; demo mode
   * makes a pair once and keeps it in DATA_DIR (infra/push/vapid-keys.ts).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'expected the URL-safe base64 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'expected the URL-safe base64 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(?:mailto:|https:\/\/)\S+$/, 'expected mailto:… or https://…')
    .optional(),
  /**
   * The push services a browser's subscription may point at, comma-separated hosts with an optional :port;
   * `*.example.com` stands for any subdomain of example.com. Pushes go out over https only, except to a
   * loopback host named here (a test stand-in), which may use http. Default: the major browsers' services.
   */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com',
    ),
});
const checkedEnvSchema = envSchema
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_PUBLISHABLE_KEY), {
    error: 'set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    error: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((env) => env.DATABASE_POOL_MODE === 'session' || env.DATABASE_URL, {
    error: 'transaction pooling needs DATABASE_URL (the pooler, e.g. PgBouncer in transaction mode)',
    path: ['DATABASE_POOL_MODE'],
  })
  .refine((env) => env.DATABASE_POOL_MODE === 'session' || env.DATABASE_DIRECT_URL, {
    error:
      'transaction pooling needs DATABASE_DIRECT_URL, PostgreSQL itself (not the pooler), for the live ' +
      "updates' LISTEN connection and the migrations",
    path: ['DATABASE_DIRECT_URL'],
  });
export type Env = z.infer<typeof envSchema>;

/** The weekly payouts keep London's time, whatever the server's own time zone. */
export const payoutTimeZone = 'Europe/London';

function peerListProblem(value: string): string | null {
  try {
    parsePeerList(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function isFeePercent(value: string): boolean {
  try {
    feeBasisPoints(value);
    return true;
  } catch {
    return false;
  }
}

function isLateCancelPercent(value: string): boolean {
  try {
    lateCancelFeeBasisPoints(value);
    return true;
  } catch {
    return false;
  }
}

/** The cancellation policy's figures from LATE_CANCEL_FEE_PERCENT. */
export const cancelPolicy = (env: Pick<Env, 'LATE_CANCEL_FEE_PERCENT'>): CancelPolicy => ({
  lateFeeBasisPoints: lateCancelFeeBasisPoints(env.LATE_CANCEL_FEE_PERCENT),
});

function cronProblem(value: string): string | null {
  try {
    parseCron(value, payoutTimeZone);
    return null;
  } catch (error) {
    if (error instanceof CronError) return error.message;
    throw error;
  }
}

/** PLATFORM_FEE_PERCENT in basis points (hundredths of a percent): 12.5 → 1250. */
export const platformFeeBasisPoints = (env: Pick<Env, 'PLATFORM_FEE_PERCENT'>): number =>
  feeBasisPoints(env.PLATFORM_FEE_PERCENT);

/** PAYOUT_WEEKLY_CRON, read on the London wall clock. */
export const payoutWeeklyCron = (env: Pick<Env, 'PAYOUT_WEEKLY_CRON'>): Cron =>
  parseCron(env.PAYOUT_WEEKLY_CRON, payoutTimeZone);

/**
 * What production mode needs and this environment lacks, one line each naming the variable. The server
 * refuses to start while any is missing (main.ts, buildApp); demo mode needs none of them.
 */
export function productionGaps(env: Env): string[] {
  if (env.DEMO_MODE) return [];
  const demoHint = '(or DEMO_MODE=true for a demo)';
  const pseudo = env.PSEUDO_LOCALE
    ? [`PSEUDO_LOCALE is set: the pseudo-locale is for development and tests, never production ${demoHint}.`]
    : [];
  const required: Array<[keyof Env, string]> = [
    ['SMTP_URL', 'mail must go out by SMTP'],
    ['STRIPE_SECRET_KEY', 'card payments need Stripe'],
    ['STRIPE_PUBLISHABLE_KEY', 'card payments need Stripe'],
    ['COMPANY_NAME', "the site and every mail carry the company's name"],
    ['COMPANY_NUMBER', "the site and every mail carry the company's number"],
    ['COMPANY_ADDRESS', "the site and every mail carry the company's registered office"],
    ['ADR_BODY_NAME', 'a complaint closed unsettled names the dispute resolution body'],
    ['ADR_BODY_URL', 'a complaint closed unsettled names the dispute resolution body'],
  ];
  return [
    ...pseudo,
    ...required
      .filter(([name]) => !env[name])
      .map(([name, why]) => `${name} is not set: ${why} in production ${demoHint}.`),
  ];
}

/**
 * Who sends the receipts and mail and runs the site: a UK company's name, number, registered office and
 * VAT number (when registered), as the law asks, and the ADR body a complaint that cannot be settled goes to.
 */
export interface CompanyDetails {
  name: string;
  number: string;
  address: string;
  vatNumber: string | null;
  adrBody: { name: string; url: string };
}

/** What demo mode shows while the settings are unset (production refuses to start without them). */
export const demoCompany: CompanyDetails = {
  name: 'Callout Ltd',
  number: '15834012',
  address: '20 Example Street, London EC2A 4NE, United Kingdom',
  vatNumber: null,
  adrBody: { name: 'Example Dispute Resolution Service', url: 'https://adr.example.org.uk' },
};

/** The settings companyDetails reads. */
export type CompanySettings = Pick<
  Env,
  | 'COMPANY_NAME'
  | 'COMPANY_NUMBER'
  | 'COMPANY_ADDRESS'
  | 'COMPANY_VAT_NUMBER'
  | 'ADR_BODY_NAME'
  | 'ADR_BODY_URL'
>;

export const companyDetails = (env: CompanySettings): CompanyDetails => ({
  name: env.COMPANY_NAME ?? demoCompany.name,
  number: env.COMPANY_NUMBER ?? demoCompany.number,
  address: env.COMPANY_ADDRESS ?? demoCompany.address,
  vatNumber: env.COMPANY_VAT_NUMBER ?? demoCompany.vatNumber,
  adrBody: {
    name: env.ADR_BODY_NAME ?? demoCompany.adrBody.name,
    url: env.ADR_BODY_URL ?? demoCompany.adrBody.url,
  },
});

/** The built-in sandbox card gateway and payout onboarding: demo mode without Stripe keys, nothing else. */
export const usesSandboxPayments = (env: Pick<Env, 'DEMO_MODE' | 'STRIPE_SECRET_KEY'>): boolean =>
  env.DEMO_MODE && !env.STRIPE_SECRET_KEY;

/** The mail outbox (/dev/mailbox): demo mode without SMTP, nothing else. */
export const usesMailOutbox = (env: Pick<Env, 'DEMO_MODE' | 'SMTP_URL'>): boolean =>
  env.DEMO_MODE && !env.SMTP_URL;

/** Where links in mail point: PUBLIC_SITE_URL, else this server in demo mode, else the company's site. */
export const publicSiteUrl = (env: Pick<Env, 'PUBLIC_SITE_URL' | 'DEMO_MODE' | 'PORT'>): string =>
  env.PUBLIC_SITE_URL ?? (env.DEMO_MODE ? `http://localhost:${env.PORT}` : 'https://callout.co.uk');

/** The API docs page (/api/docs): demo mode, or production with API_DOCS=true. */
export const servesApiDocs = (env: Pick<Env, 'DEMO_MODE' | 'API_DOCS'>): boolean =>
  env.DEMO_MODE || env.API_DOCS;

/** TEST_DATABASE_URL alone, for test suites that read no other setting. */
export function readTestDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return envSchema.shape.TEST_DATABASE_URL.parse(source.TEST_DATABASE_URL);
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // A variable set to nothing counts as unset, as compose files and env files write an optional setting
  // (`SMTP_URL: ${SMTP_URL:-}`): its default applies, or it stays off.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(given);
  if (!parsed.success) {
    // One line per problem, each starting with the variable's name.
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  return parsed.data;
}
