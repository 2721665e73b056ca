import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/test-utils';
import { descriptor } from './descriptor';
import { publishedDescriptor } from './published-descriptor';
import { pageFor } from './routes';
import { sections } from './sections';

function open(path: (typeof descriptor.routes)[number]['path']) {
  const Page = pageFor(path);
  return renderAt(
    '*',
    path,
    <Suspense fallback={null}>
      <Page />
    </Suspense>,
  );
}

describe('the operator console', () => {
  it('is for operators only, under /ops', () => {
    for (const route of descriptor.routes) {
      expect(route.access).toBe('operator');
      expect(route.path === '/ops' || route.path.startsWith('/ops/')).toBe(true);
    }
    expect(descriptor.menu.every((entry) => entry.audience === 'operator')).toBe(true);
  });

  it('has a page and a title for every section', () => {
    const paths = descriptor.routes.map((route) => route.path as string);
    for (const section of sections) expect(paths).toContain(section.to);
    for (const route of descriptor.routes)
      expect(publishedDescriptor.pageTitles[route.titleKey]).toBeTruthy();
  });

  it('links every section from the home page and the side navigation', async () => {
    open('/ops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator console' })).toBeTruthy();
    const navigation = screen.getByRole('navigation', { name: 'Operator console' });
    for (const name of ['Support', 'Provider reviews', 'Catalogue', 'Promotions', 'Accounts', 'Orders']) {
      expect(within(navigation).getByRole('link', { name })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(within(navigation).getByRole('link', { name: 'Console home' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('moves between sections from the side navigation', async () => {
    open('/ops');
    const navigation = await screen.findByRole('navigation', { name: 'Operator console' });
    await userEvent.click(within(navigation).getByRole('link', { name: 'Audit log' }));
    expect(screen.getByTestId('location').textContent).toBe('/ops/audit');
  });
});
