// The worker's address goes to `register` as a trusted script URL where the browser has Trusted Types, made
// by a policy that makes nothing else; as the plain string where it has none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const load = async () => import('./worker-script-url');

describe('workerScriptUrl', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
  });

  it('is the plain address without Trusted Types', async () => {
    expect((await load()).workerScriptUrl()).toBe('/sw.js');
  });

  it("is the policy's script URL of the worker's address, one policy for every call", async () => {
    const made: { name: string; rules: { createScriptURL(url: string): string } }[] = [];
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        made.push({ name, rules });
        return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
      },
    };
    const { workerScriptUrl, workerPolicyName } = await load();
    expect(workerScriptUrl()).toEqual({ trusted: '/sw.js' });
    expect(workerScriptUrl()).toEqual({ trusted: '/sw.js' });
    expect(made.map((policy) => policy.name)).toEqual([workerPolicyName]);
    // The policy vouches for the worker's address alone.
    expect(() => made[0]?.rules.createScriptURL('https://elsewhere.example/sw.js')).toThrow(TypeError);
  });
});
