import { describe, expect, it } from 'vitest';
import {
  activeProvidersInputSchema,
  activeProvidersResponseSchema,
  categoriesQuerySchema,
  categoriesResponseSchema,
  productsInputSchema,
  productsResponseSchema,
  specificsInputSchema,
} from './catalog';
import { bookingWindow } from './fields';

const provider = {
  PersonnelID: '118',
  FirstName: 'Ada',
  LastName: 'Okafor',
  BioInfo: 'Mobile valeting across north London.',
  Image: 'https://cdn.example.com/p/118.jpg',
  Price: 45,
  Perks: [{ Icon: 'bi-shield-check', Description: 'Insured' }],
};

describe('catalog requests', () => {
  it('reads the search from a query string, or searches everything', () => {
    expect(categoriesQuerySchema.parse({ search: ' car ' })).toEqual({ search: 'car' });
    expect(categoriesQuerySchema.parse({})).toEqual({ search: '' });
  });

  it('needs the chosen category for its specifics and products', () => {
    expect(specificsInputSchema.parse({ sort: 'Car Wash' })).toEqual({ sort: 'Car Wash', search: '' });
    expect(specificsInputSchema.safeParse({ search: 'x' }).success).toBe(false);
    expect(productsInputSchema.safeParse({ category: 'Plumbing', specifics: 'NONE' }).success).toBe(true);
    expect(productsInputSchema.safeParse({ category: 'x'.repeat(101), specifics: 'NONE' }).success).toBe(
      false,
    );
  });

  it('asks for active providers on a bookable date for a product', () => {
    const { max } = bookingWindow();
    expect(activeProvidersInputSchema.safeParse({ schedule: max, prodid: '7', search: '' }).success).toBe(
      true,
    );
    expect(activeProvidersInputSchema.safeParse({ schedule: '2001-01-01', prodid: '7' }).success).toBe(false);
    expect(activeProvidersInputSchema.safeParse({ schedule: max, prodid: '7;drop' }).success).toBe(false);
  });
});

describe('catalog responses', () => {
  it('accepts a category list and a failure without data', () => {
    const ok = categoriesResponseSchema.parse({
      success: true,
      message: 'ok',
      data: [{ Category: 'Plumbing', Description: 'Leaks and fittings', imgLink: '/img/plumbing.png' }],
    });
    expect(ok.data?.[0]?.Category).toBe('Plumbing');
    expect(categoriesResponseSchema.safeParse({ success: false, message: 'Server error.' }).success).toBe(
      true,
    );
  });

  it('accepts services with a known pay rate only', () => {
    const service = {
      Id: '7',
      Product: 'Full valet',
      Description: 'Inside and out',
      imgLink: '/img/valet.png',
      Currency: 'gbp',
      MinPrice: 30,
      MaxPrice: 90,
      PayRate: 'PER JOB',
    };
    expect(productsResponseSchema.safeParse({ success: true, message: '', data: [service] }).success).toBe(
      true,
    );
    const weekly = { ...service, PayRate: 'PER WEEK' };
    expect(productsResponseSchema.safeParse({ success: true, message: '', data: [weekly] }).success).toBe(
      false,
    );
  });

  it('accepts providers with or without a rating, but not a price as text', () => {
    const rated = { ...provider, Rating: 4.5 };
    const parsed = activeProvidersResponseSchema.parse({
      success: true,
      message: '',
      data: [provider, rated],
    });
    expect(parsed.data?.map((p) => p.Rating)).toEqual([undefined, 4.5]);
    const textPrice = { ...provider, Price: '45.00' };
    expect(
      activeProvidersResponseSchema.safeParse({ success: true, message: '', data: [textPrice] }).success,
    ).toBe(false);
  });
});
