// The compatibility gate names what differs: the contract, or the shared library by the name people know.
import { describe, expect, it } from 'vitest';
import { incompatibility } from './compatibility';

const host = {
  contract: 1,
  shared: { react: '19', 'react-dom': '19', '@callout/router': '0', i18next: '25' },
};

describe('compatibility gate', () => {
  it('lets through a build made against the shell it is released into', () => {
    expect(incompatibility('mf-support', host, structuredClone(host))).toBeNull();
  });

  it('refuses another React major, naming React', () => {
    const built = { ...host, shared: { ...host.shared, react: '18' } };
    expect(incompatibility('mf-support', host, built)).toBe(
      "mf-support was built against React 18; the running shell shares React 19. Rebuild it against the shell's React, or release it together with a shell built against its own.",
    );
  });

  it('refuses another contract, a missing shared library and a build that does not say', () => {
    expect(incompatibility('mf-ops', host, { ...host, contract: 2 })).toContain(
      'mf-ops was built against module contract 2; the running shell hosts contract 1.',
    );
    const { i18next: _left, ...withoutI18next } = host.shared;
    expect(incompatibility('mf-ops', host, { ...host, shared: withoutI18next })).toContain(
      'built against no version of i18next; the running shell shares i18next 25.',
    );
    expect(incompatibility('mf-ops', host, null)).toContain('no build.json');
  });
});
