// The geocoder the server uses. Only the offline gazetteer exists today; an online adapter would be
// chosen here from env (see geocoder.ts).
import { createGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';

let shared: Geocoder | undefined;

/** One instance per process: the gazetteer is read from disk once. */
export function geocoder(): Geocoder {
  shared ??= createGazetteer();
  return shared;
}
