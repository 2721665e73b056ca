// An online UK postcode service (the postcodes.io API shape) for street-level precision in production,
// chosen when GEOCODER_URL is set. Any failure or slow answer falls back to the offline gazetteer, so
// booking never stops because the service is down.
import { withoutTrailingSlashes } from '../addresses/trailing-slashes';
import type { Geocoder, Place } from './geocoder';

const ukCountries = new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']);
const timeoutMs = 3_000;

interface PostcodeResult {
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  country: string;
  admin_district: string | null;
  region: string | null;
}

function toPlace(result: PostcodeResult | null | undefined): Place | null {
  if (!result || result.latitude === null || result.longitude === null || !ukCountries.has(result.country)) {
    return null;
  }
  const town = result.admin_district ?? result.region ?? result.country;
  return {
    postcode: result.postcode.toUpperCase(),
    address: `${town} ${result.postcode.toUpperCase()}`,
    region: result.region ?? town,
    lat: result.latitude,
    lng: result.longitude,
  };
}

export function createOnlineGeocoder(
  baseUrl: string,
  fallback: Geocoder,
  fetchImpl: typeof fetch = fetch,
): Geocoder {
  const base = withoutTrailingSlashes(baseUrl);
  async function call<T>(path: string, init?: RequestInit): Promise<T | null> {
    const response = await fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    return ((await response.json()) as { result: T | null }).result;
  }

  return {
    async suggest(query, limit) {
      const q = query.trim();
      try {
        const postcodes = await call<string[]>(
          `/postcodes/${encodeURIComponent(q)}/autocomplete?limit=${limit}`,
        );
        if (!postcodes?.length) return fallback.suggest(q, limit);
        const lookups = await call<{ result: PostcodeResult | null }[]>('/postcodes', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ postcodes }),
        });
        const places = (lookups ?? []).map((l) => toPlace(l.result)).filter((p): p is Place => p !== null);
        return places.length ? places.slice(0, limit) : fallback.suggest(q, limit);
      } catch (error) {
        console.warn('Online geocoder failed; using the gazetteer', error);
        return fallback.suggest(q, limit);
      }
    },
    async locate(postcode) {
      try {
        const place = toPlace(
          await call<PostcodeResult>(`/postcodes/${encodeURIComponent(postcode.trim())}`),
        );
        return place ?? (await fallback.locate(postcode));
      } catch (error) {
        console.warn('Online geocoder failed; using the gazetteer', error);
        return fallback.locate(postcode);
      }
    },
  };
}
