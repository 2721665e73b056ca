// The geocoder a server uses: the offline gazetteer, or an online postcode service in front of it when
// GEOCODER_URL is set. app.ts builds one per server (`services.geocoder`) and hands it to whatever locates.
import { createGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { createOnlineGeocoder } from './online-geocoder';

export function geocoderFor(onlineUrl: string | undefined): Geocoder {
  return onlineUrl ? createOnlineGeocoder(onlineUrl, createGazetteer()) : createGazetteer();
}
