// What booking needs from geocoding: postcode autocomplete and the coordinates of a job's postcode.
// The server ships an offline gazetteer (gazetteer.ts). A production deployment that wants street-level
// precision adds an adapter for an online postcode service implementing this same interface, chosen in
// geocoder-for.ts; nothing else changes.

export interface Place {
  /** A full postcode ("SW1A 2AA") or a postcode district ("SW1A"), upper case. */
  postcode: string;
  /** What the address field is filled with, e.g. "London SW1A 2AA". */
  address: string;
  /** The post town of the postcode area. */
  region: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  /** Places matching what the customer has typed so far (UK only), best first. */
  suggest(query: string, limit: number): Promise<Place[]>;
  /** Where a UK postcode (full or district) is, or null when it is not a UK postcode. */
  locate(postcode: string): Promise<Place | null>;
}
