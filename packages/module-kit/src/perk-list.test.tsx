import bookingResources from '@callout/i18n/locales/en-GB/booking.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerkList } from './perk-list';
import { renderRoutes, setUpTests } from './testing';

setUpTests({ namespaces: { booking: bookingResources } });

const serverPerks = [
  { Icon: 'profile', Description: 'Identity verified' },
  { Icon: 'sparkle', Description: 'Top rated' },
  { Icon: 'history', Description: '12 jobs completed' },
];

const renderPerks = (perks = serverPerks, detailed = false) =>
  renderRoutes(
    [{ path: '/', element: <PerkList perks={perks} namespace="booking" detailed={detailed} /> }],
    '/',
  );

describe('the perks', () => {
  it('writes each perk’s name beside its icon, with no tooltip to hover or tap for', async () => {
    renderPerks();
    const list = await screen.findByRole('list', { name: 'Perks' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Identity verified',
      'Top rated',
      'Proven track record',
    ]);
    expect(items[0]?.querySelector('svg')).not.toBeNull();
    expect(list.querySelector('[role="tooltip"]')).toBeNull();
    expect(list.querySelector('[tabindex]')).toBeNull();
    for (const raw of ['profile', 'sparkle', 'history']) expect(list.textContent).not.toContain(raw);
  });

  it('explains each perk under its name when detailed (the profile page)', async () => {
    renderPerks(serverPerks, true);
    const list = await screen.findByRole('list', { name: 'Perks' });
    expect(list.textContent).toContain("Callout has checked this provider's identity documents.");
    expect(list.textContent).toContain('12 jobs completed through Callout.');
  });

  it('names a perk it does not know by its description, with a generic icon', async () => {
    renderPerks([{ Icon: 'spanner', Description: 'Brings own equipment' }]);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toBe('Brings own equipment');
    expect(item.querySelector('svg')).not.toBeNull();
  });

  it('draws nothing without perks', () => {
    renderPerks([]);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
