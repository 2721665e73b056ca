import type { ActiveProvider } from '@callout/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { sortProviders } from './sort-providers';

const provider = (
  id: string,
  Distance: number | null,
  Price: number,
  Rating: number | null,
): ActiveProvider => ({
  PersonnelID: id,
  FirstName: id,
  LastName: null,
  BioInfo: null,
  Image: null,
  Price,
  Rating,
  Perks: [],
  Distance,
});

// As the server answers: nearest first, then best rated.
const list = [
  provider('near', 1.2, 90, 4.1),
  provider('mid', 3.4, 40, null),
  provider('far', 9.8, 60, 4.9),
  provider('unplaced', null, 10, 5),
];

describe('sorting the providers list', () => {
  it('by distance: nearest first, providers without a distance last', () => {
    expect(sortProviders([...list].reverse(), 'distance').map((p) => p.PersonnelID)).toEqual([
      'near',
      'mid',
      'far',
      'unplaced',
    ]);
  });

  it('by price: cheapest first', () => {
    expect(sortProviders(list, 'price').map((p) => p.PersonnelID)).toEqual([
      'unplaced',
      'mid',
      'far',
      'near',
    ]);
  });

  it('by rating: best first, unrated last, ties in the server order', () => {
    const tied = [...list, provider('tie', 0.5, 70, 4.9)];
    expect(sortProviders(tied, 'rating').map((p) => p.PersonnelID)).toEqual([
      'unplaced',
      'far',
      'tie',
      'near',
      'mid',
    ]);
  });

  it('leaves the list it was given alone', () => {
    const copy = [...list];
    sortProviders(list, 'price');
    expect(list).toEqual(copy);
  });
});
