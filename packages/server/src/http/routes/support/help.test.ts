import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faqsResponseSchema, helpCenterResponseSchema } from '@callout/contracts/help';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { readEnv } from '../../../env';

describe('help centre API', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'callout-help-'));
  beforeAll(async () => {
    const env = readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_MODE: 'true' });
    app = await buildApp({ env, serveWebApp: false });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves help cards that match the contract, with the support address', async () => {
    const body = helpCenterResponseSchema.parse((await app.inject({ url: '/api/help-center' })).json());
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.every((card) => card.Faqs.length > 0)).toBe(true);
    expect(body.email).toBe('support@callout.co.uk');
  });

  it('serves FAQs that match the contract', async () => {
    const body = faqsResponseSchema.parse((await app.inject({ url: '/api/faqs' })).json());
    expect(body.data.length).toBeGreaterThan(0);
  });
});
