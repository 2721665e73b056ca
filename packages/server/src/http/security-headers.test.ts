import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeBootScript } from '@callout/contracts/theme';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { contentSecurityPolicy, documentSecurityHeaders, permissionsPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('runs scripts from this origin only (and the theme script by its hash), and frames nothing, without Stripe', () => {
    const policy = contentSecurityPolicy(readEnv({}));
    const themeHash = createHash('sha256').update(themeBootScript).digest('base64');
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'sha256-${themeHash}'`]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toContain('stripe');
  });

  it("lets Stripe.js load, frame its card fields and call Stripe's API when card payments use Stripe", () => {
    const policy = contentSecurityPolicy(
      readEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }),
    );
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows calls to and images from an API served from another origin', () => {
    const policy = contentSecurityPolicy(
      readEnv({ PUBLIC_API_BASE_URL: 'https://api.callout.test/v1', MAP_TILE_URL: 'none' }),
    );
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.callout.test']);
    expect(directive(policy, 'img-src')).toContain('https://api.callout.test');
  });

  it("lets the maps load their tiles from MAP_TILE_URL's host (OpenStreetMap's by default)", () => {
    expect(directive(contentSecurityPolicy(readEnv({})), 'img-src')).toContain(
      'https://tile.openstreetmap.org',
    );
    const policy = contentSecurityPolicy(readEnv({ MAP_TILE_URL: 'http://127.0.0.1:9300/{z}/{x}/{y}.png' }));
    expect(directive(policy, 'img-src')).toContain('http://127.0.0.1:9300');
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:9300');
    expect(contentSecurityPolicy(readEnv({ MAP_TILE_URL: 'none' }))).not.toContain('openstreetmap');
  });

  it('refuses to start on a MAP_TILE_URL that is not a tile template', () => {
    expect(() => readEnv({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(
      'MAP_TILE_URL: expected an http(s) address with {z}, {x} and {y}, or none',
    );
  });
});

describe('document security headers', () => {
  it('sends HSTS over HTTPS only', () => {
    const env = readEnv({});
    expect(documentSecurityHeaders(env, true)['Strict-Transport-Security']).toBe('max-age=31536000');
    const subdomains = readEnv({ HSTS_INCLUDE_SUBDOMAINS: 'true' });
    expect(documentSecurityHeaders(subdomains, true)['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(documentSecurityHeaders(subdomains, false)).not.toHaveProperty('Strict-Transport-Security');
    expect(() => readEnv({ HSTS_INCLUDE_SUBDOMAINS: 'yes' })).toThrow(/^HSTS_INCLUDE_SUBDOMAINS: /);
    expect(documentSecurityHeaders(env, false)).not.toHaveProperty('Strict-Transport-Security');
    expect(documentSecurityHeaders(env, false)['X-Frame-Options']).toBe('DENY');
  });
});

/** Source files of the apps and packages (tests left out): what the browser may run. */
function appSources(): string[] {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const dirs = readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => join(root, name, 'src'))
    .concat(readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'src')));
  return dirs.flatMap((dir) => {
    try {
      return (readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(join(dir, file), 'utf8'));
    } catch {
      return [];
    }
  });
}

describe('permissions policy', () => {
  const allowed = (feature: string) => permissionsPolicy.split(', ').find((d) => d.startsWith(`${feature}=`));

  it('is sent with the page, with Trusted Types reported but not enforced', () => {
    const headers = documentSecurityHeaders(readEnv({}), false);
    expect(headers['Permissions-Policy']).toBe(permissionsPolicy);
    expect(headers['Content-Security-Policy-Report-Only']).toBe("require-trusted-types-for 'script'");
    expect(headers['Content-Security-Policy']).not.toContain('trusted-types');
  });

  it('allows a feature to this origin only when the app uses it, and to no frame', () => {
    const sources = appSources().join('\n');
    const uses = {
      geolocation: /navigator\.geolocation|\bgeolocation\.(getCurrentPosition|watchPosition)/,
      camera: /getUserMedia|mediaDevices/,
      microphone: /getUserMedia|mediaDevices/,
      payment: /new PaymentRequest|paymentRequest\(|PaymentRequestButtonElement|ExpressCheckoutElement/,
    };
    expect(sources).toMatch(uses.geolocation); // the provider's live sharing and bids
    for (const [feature, pattern] of Object.entries(uses)) {
      expect(allowed(feature), feature).toBe(pattern.test(sources) ? `${feature}=(self)` : `${feature}=()`);
    }
  });
});
