// Run-time configuration, read and validated in this one place. The server writes it into index.html.
import { z } from 'zod';

const configSchema = z.object({
  apiBaseUrl: z.string().min(1).default('/api'),
  remotesManifestUrl: z.string().min(1).default('/remotes.json'),
  supportEmail: z.string().email().default('support@callout.co.uk'),
  supportPhone: z.string().min(1).default('+44 20 7946 0000'),
  companyNumber: z.string().min(1).default('15834012'),
  features: z.record(z.string(), z.boolean()).default({}),
});
export type AppConfig = z.infer<typeof configSchema>;

export function readConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById('callout-config')?.textContent ?? '{}';
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = {};
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    // A bad value must not blank the app: report it and run on defaults.
    console.error('Invalid run-time configuration, using defaults:', parsed.error.issues);
    return configSchema.parse({});
  }
  return parsed.data;
}

export const config = readConfig();
