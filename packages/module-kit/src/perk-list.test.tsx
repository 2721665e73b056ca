import bookingResources from '@callout/i18n/locales/en-GB/booking.json';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerkList } from './perk-list';
import { renderRoutes, setUpTests } from './testing';

setUpTests({ namespaces: { booking: bookingResources } });

const serverPerks = [
  { Icon: 'profile', Description: 'Identity verified' },
  { Icon: 'sparkle', Description: 'Top rated' },
  { Icon: 'history', Description: '12 jobs completed' },
];

const renderPerks = (perks = serverPerks) =>
  renderRoutes([{ path: '/', element: <PerkList perks={perks} namespace="booking" /> }], '/');

describe('the perk icons', () => {
  it('names each perk by what it means and explains it, never showing the icon name', async () => {
    renderPerks();
    const list = await screen.findByRole('list', { name: 'Perks' });
    const verified = screen.getByRole('img', { name: 'Identity verified' });
    expect(verified.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Top rated' })).toBeTruthy();
    const record = screen.getByRole('img', { name: 'Proven track record' });
    // The tooltip is the icon's description, in words from the translations and the server's count.
    const tip = document.getElementById(record.getAttribute('aria-describedby') ?? '');
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toBe('Proven track record 12 jobs completed through Callout.');
    const verifiedTip = document.getElementById(verified.getAttribute('aria-describedby') ?? '');
    expect(verifiedTip?.textContent).toContain("Callout has checked this provider's identity documents.");
    for (const raw of ['profile', 'sparkle', 'history']) {
      expect(list.textContent).not.toContain(raw);
    }
  });

  it('is a keyboard stop, and Escape hides its tooltip until focus or the pointer moves on', async () => {
    renderPerks();
    const verified = await screen.findByRole('img', { name: 'Identity verified' });
    const perk = verified.closest('li');
    expect(verified.tabIndex).toBe(0);
    verified.focus();
    expect(perk?.className).toBe('perk');
    fireEvent.keyDown(verified, { key: 'Escape' });
    expect(perk?.className).toBe('perk perk--dismissed');
    fireEvent.blur(verified);
    expect(perk?.className).toBe('perk');
    fireEvent.keyDown(verified, { key: 'Escape' });
    fireEvent.mouseLeave(perk as HTMLElement);
    expect(perk?.className).toBe('perk');
  });

  it('names a perk it does not know by its description, with a generic icon', async () => {
    renderPerks([{ Icon: 'spanner', Description: 'Brings own equipment' }]);
    const perk = await screen.findByRole('img', { name: 'Brings own equipment' });
    expect(perk.getAttribute('aria-describedby')).toBeNull();
    expect(perk.querySelector('svg')).not.toBeNull();
    expect(screen.queryByText('spanner')).toBeNull();
  });

  it('draws nothing without perks', () => {
    renderPerks([]);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
