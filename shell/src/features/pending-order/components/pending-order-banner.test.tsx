import 'fake-indexeddb/auto';
import { requestDraftStorageKey } from '@callout/contracts/booking';
import { createModuleDatabase } from '@callout/db/database';
import { createDraftStore } from '@callout/db/draft-store';
import { MemoryRouter } from '@callout/router/testing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../test/test-utils';
import { resolveDestinationAfterLogin } from '../../auth/after-login';
import { PendingOrderBanner } from './pending-order-banner';

const bookingDrafts = createDraftStore(createModuleDatabase('booking'), {
  parse: (value) => value,
  delayMs: 0,
});

async function storeDraft(value: Record<string, unknown> | null) {
  if (value) bookingDrafts.write(requestDraftStorageKey, value);
  else await bookingDrafts.discard(requestDraftStorageKey);
  await bookingDrafts.flush();
}

describe('pending order banner', () => {
  beforeEach(() => storeDraft(null));

  it('links back to the negotiation while the draft holds an order', async () => {
    await storeDraft({ ZipCode: 'SW1A 1AA', Address: 'London', Order: 'ORD-1' });
    render(
      <MemoryRouter>
        <PendingOrderBanner />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', {
      name: 'You have a pending order, Click here to return to it',
    });
    expect(link.getAttribute('href')).toBe('/service/negotiate');
  });

  it('stays hidden without an order in the draft', async () => {
    await storeDraft({ ZipCode: 'SW1A 1AA', Address: 'London' });
    render(
      <MemoryRouter>
        <PendingOrderBanner />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /pending order/ })).toBeNull();
  });
});

describe('destination after login', () => {
  beforeEach(() => storeDraft(null));

  it('sends a customer with a pending negotiation back to it', async () => {
    await storeDraft({ Order: 'ORD-1', toNegotiate: true });
    expect(await resolveDestinationAfterLogin('user', '/orders')).toBe('/service/negotiate');
  });

  it('otherwise honours where they came from, or their home', async () => {
    expect(await resolveDestinationAfterLogin('user', '/orders')).toBe('/orders');
    expect(await resolveDestinationAfterLogin('provider', null)).toBe('/provider');
  });
});
