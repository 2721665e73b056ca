// The geocoder the server uses: the offline gazetteer, or an online postcode service in front of it when
// GEOCODER_URL is set (configured once from app.ts).
import { createGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { createOnlineGeocoder } from './online-geocoder';

let shared: Geocoder | undefined;
let onlineUrl: string | undefined;

export function configureGeocoder(url: string | undefined): void {
  if (url !== onlineUrl) shared = undefined;
  onlineUrl = url;
}

/** One instance per process: the gazetteer is read from disk once. */
export function geocoder(): Geocoder {
  shared ??= onlineUrl ? createOnlineGeocoder(onlineUrl, createGazetteer()) : createGazetteer();
  return shared;
}
