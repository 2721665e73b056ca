// Run-time configuration, read and validated in this one place. The server writes it into index.html.
// Checked by hand, not with zod: every page runs this before its first render, and zod would put about
// 14 kB gzip on that critical path (the budget of `/`). Same defaults and rules as the server's env.ts.

export interface AppConfig {
  apiBaseUrl: string;
  remotesManifestUrl: string;
  supportEmail: string;
  supportPhone: string;
  /** The company's trading details for the footer of every page (UK company law asks them of its site). */
  companyName: string;
  companyNumber: string;
  companyAddress: string;
  /** Empty until the company is registered for VAT. */
  companyVatNumber: string;
  /** The alternative dispute resolution body named on /complaints. */
  adrBodyName: string;
  adrBodyUrl: string;
  /** The Callout guarantee: the most paid out on one order, in pounds, and how long after the job to claim. */
  guaranteeCover: number;
  guaranteeClaimMonths: number;
  features: Record<string, boolean>;
}

export interface ConfigIssue {
  path: string;
  message: string;
}

const defaults = (): AppConfig => ({
  apiBaseUrl: '/api',
  remotesManifestUrl: '/remotes.json',
  supportEmail: 'support@callout.co.uk',
  supportPhone: '+44 20 7946 0000',
  companyName: 'Callout Ltd',
  companyNumber: '15834012',
  companyAddress: '20 Example Street, London EC2A 4NE, United Kingdom',
  companyVatNumber: '',
  adrBodyName: 'Example Dispute Resolution Service',
  adrBodyUrl: 'https://adr.example.org.uk',
  guaranteeCover: 1000,
  guaranteeClaimMonths: 12,
  features: {},
});

/**
 * The addresses zod's own email pattern (`z.string().email()`) accepts, so the server and the browser agree: a
 * local part of dot-separated runs (no leading, trailing or double dot) not ending in an apostrophe, then
 * a domain. Written without zod's look-aheads, so the ReDoS check proves it linear.
 */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each field's check: the accepted value, or the message when it is not acceptable. */
type Check<T> = (value: unknown) => { value: T } | { message: string };

const nonEmptyString: Check<string> = (value) =>
  typeof value === 'string' && value.length > 0 ? { value } : { message: 'Expected a non-empty string' };

const emailAddress: Check<string> = (value) =>
  typeof value === 'string' && emailPattern.test(value) ? { value } : { message: 'Invalid email address' };

const positiveNumber: Check<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
    ? { value }
    : { message: 'Expected a number above 0' };

const featureFlags: Check<Record<string, boolean>> = (value) =>
  isRecord(value) && Object.values(value).every((flag) => typeof flag === 'boolean')
    ? { value: { ...(value as Record<string, boolean>) } }
    : { message: 'Expected an object of true/false flags' };

const checks: { [K in keyof AppConfig]: Check<AppConfig[K]> } = {
  apiBaseUrl: nonEmptyString,
  remotesManifestUrl: nonEmptyString,
  supportEmail: emailAddress,
  supportPhone: nonEmptyString,
  companyName: nonEmptyString,
  companyNumber: nonEmptyString,
  companyAddress: nonEmptyString,
  companyVatNumber: nonEmptyString,
  adrBodyName: nonEmptyString,
  adrBodyUrl: nonEmptyString,
  guaranteeCover: positiveNumber,
  guaranteeClaimMonths: positiveNumber,
  features: featureFlags,
};

/** The configuration with defaults for absent fields, or every problem found; unknown keys are dropped. */
export function parseConfig(raw: unknown): { config: AppConfig } | { issues: ConfigIssue[] } {
  if (!isRecord(raw)) return { issues: [{ path: '', message: 'Expected an object' }] };
  const config: Record<string, unknown> = { ...defaults() };
  const issues: ConfigIssue[] = [];
  for (const [key, check] of Object.entries(checks) as [keyof AppConfig, Check<unknown>][]) {
    if (raw[key] === undefined) continue;
    const result = check(raw[key]);
    if ('message' in result) issues.push({ path: key, message: result.message });
    else config[key] = result.value;
  }
  return issues.length > 0 ? { issues } : { config: config as unknown as AppConfig };
}

export function readConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById('callout-config')?.textContent ?? '{}';
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = {};
  }
  const parsed = parseConfig(raw);
  if ('issues' in parsed) {
    // A bad value must not blank the app: report it and run on defaults.
    console.error('Invalid run-time configuration, using defaults:', parsed.issues);
    return defaults();
  }
  return parsed.config;
}

/** Read once; on the server (server-render.tsx) there is no document and `applyConfig` fills it in. */
export const config: AppConfig = typeof document === 'undefined' ? defaults() : readConfig();

/** The server renders a page with the configuration it writes into that page. */
export function applyConfig(raw: unknown): void {
  const parsed = parseConfig(raw);
  Object.assign(config, 'config' in parsed ? parsed.config : defaults());
}
