import bookingResources from '@callout/i18n/locales/en-GB/booking.json';
import { renderRoutes, setUpTests } from '@callout/module-kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CredentialBadges } from './credential-badges';

setUpTests({ namespaces: { booking: bookingResources } });

describe("a provider card's credentials", () => {
  it('names each checked credential with the day it was checked', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CredentialBadges
              badges={[
                { Name: 'Gas Safe registered', IssuingBody: 'Gas Safe Register', Checked: '2026-03-03' },
              ]}
            />
          ),
        },
      ],
      '/',
    );
    const list = await screen.findByRole('list', { name: 'Checked credentials' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gas Safe registered, checked 3 March 2026']);
  });

  it('shows nothing for a provider without any', () => {
    const { container } = renderRoutes([{ path: '/', element: <CredentialBadges badges={[]} /> }], '/');
    expect(container.querySelector('ul')).toBeNull();
  });
});
