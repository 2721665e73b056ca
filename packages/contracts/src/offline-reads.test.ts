import { describe, expect, it } from 'vitest';
import { isOfflineRead } from './offline-reads';

describe('isOfflineRead', () => {
  it("keeps a provider's public profile, by any id, and nothing beside it", () => {
    expect(isOfflineRead('GET', '/providers/PRV-ABC123/profile')).toBe(true);
    expect(isOfflineRead('POST', '/providers/PRV-ABC123/profile')).toBe(false);
    expect(isOfflineRead('GET', '/providers/PRV-ABC123/profile/extra')).toBe(false);
    expect(isOfflineRead('GET', '/providers//profile')).toBe(false);
  });

  it('keeps the listed reads by method and path', () => {
    expect(isOfflineRead('GET', '/orderdetails')).toBe(true);
    expect(isOfflineRead('POST', '/activeproviders')).toBe(true);
    expect(isOfflineRead('GET', '/cancelorder')).toBe(false);
  });

  it("keeps what a live map is framed on: the job's postcode and the provider's last position", () => {
    expect(isOfflineRead('GET', '/geo/postcodes')).toBe(true);
    expect(isOfflineRead('GET', '/geolocation')).toBe(true);
    expect(isOfflineRead('GET', '/provider/bids')).toBe(false);
  });
});
