import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { initI18n } from '@callout/i18n/i18n';
import { Link } from '@callout/router';
import { MemoryRouter } from '@callout/router/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import '../test/test-utils';
import { DocumentTitle } from './document-title';
import { pageTitleFor } from './page-title';

const remote = {
  entry: '/remotes/x/assets/remoteEntry.js',
  version: 'v1',
  menu: [],
};
const manifest: RemotesManifest = {
  remotes: [
    {
      ...remote,
      name: 'mf-orders',
      namespace: 'orders',
      routes: [
        { path: '/orders', access: 'customer', titleKey: 'pages.orders' },
        { path: '/details/:id', access: 'customer', titleKey: 'pages.details' },
      ],
      pageTitles: { 'pages.orders': 'Order history', 'pages.details': 'Order details' },
    },
    // A module built before routes had titles.
    {
      ...remote,
      name: 'mf-support',
      namespace: 'support',
      routes: [{ path: '/support', access: 'customer' }],
    },
  ],
};

const t = () => initI18n().getFixedT(null, 'shell') as unknown as TFunction<'shell'>;

describe('pageTitleFor', () => {
  it.each([
    ['/', 'Find Trusted Service Providers Near You · Callout'],
    ['/services', 'Our services · Callout'],
    ['/login', 'Login · Callout'],
    ['/provider/login', 'Provider login · Callout'],
    ['/join', 'Join as Provider · Callout'],
    ['/provider/exit', 'Delete account · Callout'],
    ['/orders', 'Order history · Callout'],
    ['/details/ORD-1', 'Order details · Callout'],
    ['/no-such-page', 'Page not found · Callout'],
    ['/support', 'Callout'],
  ])('names %s "%s"', (path, title) => {
    expect(pageTitleFor(path, manifest, t())).toBe(title);
  });

  it("names a module's page in the page's language when the manifest has it, else in English", () => {
    const [orders, ...others] = manifest.remotes;
    const translated: RemotesManifest = {
      remotes: [
        {
          ...(orders as RemotesManifest['remotes'][number]),
          translatedTexts: { 'pl-PL': { menuLabels: {}, pageTitles: { 'pages.orders': 'Historia zleceń' } } },
        },
        ...others,
      ],
    };
    expect(pageTitleFor('/orders', translated, t(), 'pl-PL')).toBe('Historia zleceń · Callout');
    expect(pageTitleFor('/orders', translated, t(), 'en-GB')).toBe('Order history · Callout');
    // A title the language lacks is English.
    expect(pageTitleFor('/details/ORD-1', translated, t(), 'pl-PL')).toBe('Order details · Callout');
  });

  it('names a module address only by the brand while the manifest is unknown', () => {
    expect(pageTitleFor('/orders', null, t())).toBe('Callout');
    expect(pageTitleFor('/about', null, t())).toBe('About Us · Callout');
  });
});

describe('DocumentTitle', () => {
  it('renames the document on every navigation', async () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <DocumentTitle manifest={manifest} />
        <Link to="/details/ORD-7">Open the order</Link>
      </MemoryRouter>,
    );
    expect(document.title).toBe('About Us · Callout');
    await userEvent.click(screen.getByRole('link', { name: 'Open the order' }));
    expect(document.title).toBe('Order details · Callout');
  });
});
