// Tests only: a product of the choose step and a provider of the providers step, as the API answers them.

export const deepCleanProduct = {
  Id: '7',
  Product: 'Deep clean',
  Description: 'Inside appliances',
  imgLink: '',
  Currency: 'GBP',
  MinPrice: 120,
  MaxPrice: 320,
  PayRate: 'PER JOB',
};

/** A provider 1.5 miles away, without ratings or perks yet. */
export const amaraNearby = {
  PersonnelID: 'p1',
  FirstName: 'Amara',
  LastName: 'Okafor',
  BioInfo: 'Ten years of deep cleans',
  Image: null,
  Price: 150,
  Rating: null,
  Perks: [],
  Distance: 1.5,
};
