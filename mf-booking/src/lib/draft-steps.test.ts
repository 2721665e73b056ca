import { describe, expect, it } from 'vitest';
import { applyChoice, applyLocation, nextStepHref, redirectForIncompleteDraft } from './draft-steps';

const complete = {
  ZipCode: 'SW1A 1AA',
  Address: 'Westminster, London',
  Category: 'Cleaning',
  Specific: 'Domestic',
  ProdId: '7',
  Product: 'Deep clean',
  Provider: 'BID',
  Scheduled: '2030-01-01',
};

describe('the negotiate guards', () => {
  it.each([
    [{ ...complete, ZipCode: undefined }, '/getstarted'],
    [{ ...complete, Address: '' }, '/getstarted'],
    [{ ...complete, Category: undefined }, '/service/category'],
    [{ ...complete, Specific: undefined }, '/service/specifics'],
    [{ ...complete, ProdId: undefined }, '/service/choose'],
    [{ ...complete, Product: undefined }, '/service/choose'],
    [{ ...complete, Scheduled: undefined }, '/service/providers'],
  ])('send %o to %s', (draft, href) => {
    expect(redirectForIncompleteDraft(draft, 'negotiate')).toBe(href);
  });

  it('let a complete draft stay', () => {
    expect(redirectForIncompleteDraft(complete, 'negotiate')).toBeNull();
  });

  it('only check what a step depends on', () => {
    expect(redirectForIncompleteDraft({ ZipCode: 'E1 6AN', Address: 'London' }, 'category')).toBeNull();
    expect(redirectForIncompleteDraft({ ZipCode: 'E1 6AN', Address: 'London' }, 'specifics')).toBe(
      '/service/category',
    );
  });
});

describe('a new choice', () => {
  it('keeps earlier choices and drops later ones with any order', () => {
    const draft = { ...complete, Order: '42', toNegotiate: true };
    expect(applyChoice(draft, 'category', { Category: 'Plumbing' })).toEqual({
      ZipCode: 'SW1A 1AA',
      Address: 'Westminster, London',
      Category: 'Plumbing',
    });
  });

  it('keeps the note typed for the provider through every choice, the providers step included', () => {
    const draft = { ...complete, Note: 'Bring ladders', Order: '42' };
    expect(applyChoice(draft, 'providers', { Provider: 'p7', Scheduled: '2030-01-02' })).toMatchObject({
      Note: 'Bring ladders',
      Provider: 'p7',
    });
    expect(applyChoice(draft, 'category', { Category: 'Plumbing' }).Note).toBe('Bring ladders');
  });

  it('starts over from the location', () => {
    expect(applyChoice(complete, 'location', { ZipCode: 'E1 6AN', Address: 'Whitechapel' })).toEqual({
      ZipCode: 'E1 6AN',
      Address: 'Whitechapel',
    });
  });
});

describe('a booking started with a provider', () => {
  const priya = { Provider: 'p7', ProviderName: 'Priya Shah' };
  const place = { ZipCode: 'E1 6AN', Address: 'Whitechapel' };

  it('keeps the provider and their name through the steps before the providers step', () => {
    const located = applyLocation(priya, place);
    expect(located).toEqual({ ...priya, ...place });
    const categorised = applyChoice(located, 'category', { Category: 'Cleaning' });
    expect(categorised).toMatchObject(priya);
    expect(applyChoice(categorised, 'choose', { ProdId: '3', Product: 'Deep clean' })).toMatchObject(priya);
  });

  it('drops the name once another provider (or a published job) is chosen, and keeps it for the same one', () => {
    const draft = { ...priya, ...place, Category: 'Cleaning' };
    const other = applyChoice(draft, 'providers', { Provider: 'p9', Scheduled: '2030-01-04' });
    expect(other.Provider).toBe('p9');
    expect(other).not.toHaveProperty('ProviderName');
    expect(applyChoice(draft, 'providers', { Provider: 'BID', Scheduled: '2030-01-04' })).not.toHaveProperty(
      'ProviderName',
    );
    expect(applyChoice(draft, 'providers', { Provider: 'p7', Scheduled: '2030-01-04' })).toMatchObject(priya);
  });
});

describe('a booking started on the dashboard', () => {
  const service = { Category: 'Plumbing', Specific: 'Repairs', ProdId: '12', Product: 'Leak repair' };
  const place = { ZipCode: 'E1 6AN', Address: 'Whitechapel' };

  it('keeps a service chosen before the location, and goes on to the providers', () => {
    const draft = applyLocation(service, place);
    expect(draft).toEqual({ ...service, ...place });
    expect(nextStepHref(service)).toBe('/service/location');
    expect(nextStepHref(draft)).toBe('/service/providers');
  });

  it('keeps a provider picked before the location through the catalogue steps, as a preference', () => {
    let draft = applyLocation({ Provider: 'p1' }, place);
    expect(nextStepHref(draft)).toBe('/service/category');
    draft = applyChoice(draft, 'category', { Category: 'Plumbing' });
    draft = applyChoice(draft, 'specifics', { Specific: 'Repairs' });
    draft = applyChoice(draft, 'choose', { ProdId: '12', Product: 'Leak repair' });
    expect(draft).toEqual({ ...place, ...service, Provider: 'p1' });
    expect(nextStepHref(draft)).toBe('/service/providers');
  });

  it('but a provider chosen with a date is a choice like any other, dropped by an earlier one', () => {
    expect(applyChoice(complete, 'category', { Category: 'Plumbing' })).not.toHaveProperty('Provider');
    expect(applyChoice({ ...complete, Provider: 'p1' }, 'choose', { ProdId: '8' })).not.toHaveProperty(
      'Provider',
    );
  });

  it('starts over when a location was chosen before', () => {
    expect(applyLocation({ ...complete, Order: '42' }, place)).toEqual(place);
    expect(nextStepHref(place)).toBe('/service/category');
    expect(nextStepHref(complete)).toBe('/service/negotiate');
  });
});
