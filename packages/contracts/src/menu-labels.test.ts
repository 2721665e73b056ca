import { describe, expect, it } from 'vitest';
import { menuLabelsFrom } from './menu-labels';

describe('menuLabelsFrom', () => {
  it('reads each label by its dotted key', () => {
    const resources = { menu: { history: 'History', orders: 'Orders' }, other: 'x' };
    expect(menuLabelsFrom(resources, [{ labelKey: 'menu.history' }])).toEqual({ 'menu.history': 'History' });
  });

  it('refuses a key the translations lack, so a build cannot publish a menu without labels', () => {
    expect(() => menuLabelsFrom({ menu: {} }, [{ labelKey: 'menu.nowhere' }])).toThrow('menu.nowhere');
  });
});
