import 'fake-indexeddb/auto';
import { MemoryRouter } from '@callout/router/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/test-utils';
import { HomePage } from './home-page';
import { ServicesPage } from './services-page';

describe('service tiles and buttons open the booking for their category', () => {
  it('makes each featured tile on the home page a link to its category', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const featured = screen.getByRole('region', { name: 'Featured services' });
    const link = within(featured).getByRole('link', { name: 'Car Hires' });
    expect(link.getAttribute('href')).toBe('/service/location?category=Car+Hires');
    expect(within(featured).getAllByRole('link')).toHaveLength(6);
  });

  it("sends 'Book a {title} Pro' to the booking with that category", () => {
    render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Book a Plumbing Pro' }).getAttribute('href')).toBe(
      '/service/location?category=Plumbing',
    );
  });
});
