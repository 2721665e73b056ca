import { describe, expect, it } from 'vitest';
import { applyChoice, redirectForIncompleteDraft } from './draft-steps';

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

  it('starts over from the location', () => {
    expect(applyChoice(complete, 'location', { ZipCode: 'E1 6AN', Address: 'Whitechapel' })).toEqual({
      ZipCode: 'E1 6AN',
      Address: 'Whitechapel',
    });
  });
});
