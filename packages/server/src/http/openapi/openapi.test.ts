// The OpenAPI document against what the app really registers, and the docs page's modes.

import { readFileSync } from 'node:fs';
import { backends } from '@callout/server-testing/backends';
import { registeredApiRoutes } from '@callout/server-testing/quality/registered-routes';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiVersion } from './api-version';
import { breakingChanges, type Document } from './release-diff';

interface Operation {
  security: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, unknown> };
  'x-account-type': string;
}
type Paths = Record<string, Record<string, Operation>>;

const production = {
  DEMO_MODE: 'false',
  SMTP_URL: 'smtp://mail.example:587',
  STRIPE_SECRET_KEY: 'sk_test_openapi',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_openapi',
  STRIPE_API_URL: 'http://127.0.0.1:9/',
};

describe('the OpenAPI document', () => {
  const { server } = suiteServer(backends[0] as (typeof backends)[0]);
  let paths: Paths;
  let document: { openapi: string; info: { version: string }; paths: Paths };
  beforeAll(async () => {
    const answer = await server.app.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
    paths = document.paths;
  }, 60_000);

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('is OpenAPI 3.1 carrying the API version', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(apiVersion);
  });

  it('breaks nothing of the last released document (pnpm openapi:release keeps a new one)', () => {
    const released = JSON.parse(
      readFileSync(new URL('../../../openapi/released.json', import.meta.url), 'utf8'),
    );
    expect(breakingChanges(released, document as unknown as Document)).toEqual([]);
  });

  it('describes every route the app registers under /api, and no other', () => {
    const documented = operations()
      .map(({ path, method }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
      .sort();
    const registered = registeredApiRoutes(server.app);
    expect(
      registered.filter((route) => !documented.includes(route)),
      'registered, not documented',
    ).toEqual([]);
    expect(
      documented.filter((route) => !registered.includes(route)),
      'documented, not registered',
    ).toEqual([]);
  });

  it('asks for a session exactly where the route needs one, and says which account', () => {
    for (const { path, method, operation } of operations()) {
      const signedIn = operation['x-account-type'] !== 'public';
      expect(operation.security.length > 0, `${method} ${path}`).toBe(signedIn);
      expect(Boolean(operation.responses['401']), `${method} ${path} answers 401`).toBe(
        signedIn || path.endsWith('/login'),
      );
    }
    expect(paths['/orders']?.get?.['x-account-type']).toBe('user');
    expect(paths['/provider/orders']?.get?.['x-account-type']).toBe('provider');
    expect(paths['/ops/kyc']?.get?.['x-account-type']).toBe('operator');
  });

  it('documents form-encoded bodies (JSON for the Stripe webhook) and the refusal envelope', () => {
    for (const { path, method, operation } of operations()) {
      // The sandbox onboarding form answers a refusal with the page again.
      if (path !== '/payouts/sandbox-onboarding' || method !== 'post')
        expect(operation.responses['400']?.content?.['application/json'], `${method} ${path}`).toEqual({
          schema: { $ref: '#/components/schemas/Failure' },
          example: expect.objectContaining({ success: false }),
        });
      if (!operation.requestBody) continue;
      const types = Object.keys(operation.requestBody.content);
      expect(types, `${method} ${path}`).toEqual([
        path === '/payments/stripe-webhook' ? 'application/json' : 'application/x-www-form-urlencoded',
      ]);
    }
    expect(paths['/requestservice']?.post?.requestBody?.content).toMatchObject({
      'application/x-www-form-urlencoded': {
        schema: { required: expect.arrayContaining(['prodid', 'zipcode']) },
      },
    });
  });

  it('serves the docs page from this origin in demo mode', async () => {
    const page = await server.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const src of page.body.matchAll(/(?:src|href)="(docs\/[^"]+)"/g)) {
      const asset = await server.app.inject({ url: `/api/${src[1]}` });
      expect(asset.statusCode, src[1]).toBe(200);
    }
  });

  it('keeps the docs page off in production unless API_DOCS=true; the document stays public', async () => {
    const off = await server.variant(production);
    expect((await off.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await off.inject({ url: '/api/docs/swagger-ui.css' })).statusCode).toBe(404);
    expect((await off.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    const on = await server.variant({ ...production, API_DOCS: 'true' });
    expect((await on.inject({ url: '/api/docs' })).statusCode).toBe(200);
  });
});
