import { describe, expect, it } from 'vitest';
import { readApiBaseUrl, readRuntimeConfig } from './runtime-config';

/** Just enough of a page for the reader: the config script's text and the page's origin. */
const page = (configText: string | undefined) =>
  ({
    getElementById: (id: string) =>
      id === 'callout-config' && configText !== undefined ? { textContent: configText } : null,
    location: { origin: 'https://callout.example' },
  }) as unknown as Document;

describe('the run-time configuration', () => {
  it('reads the page configuration and fills in what it leaves out', () => {
    const config = readRuntimeConfig(page('{"apiBaseUrl":"/v2/api","features":{"chat":true}}'));
    expect(config).toMatchObject({
      apiBaseUrl: '/v2/api',
      remotesManifestUrl: '/remotes.json',
      features: { chat: true },
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(readRuntimeConfig(page('{"mapTileUrl":"none"}')).mapTileUrl).toBe('none');
  });

  it('runs on the defaults when the configuration is missing, broken or invalid', () => {
    for (const text of [undefined, '{not json', '{"apiBaseUrl":""}', '{"supportEmail":"nobody"}']) {
      expect(readRuntimeConfig(page(text)).apiBaseUrl).toBe('/api');
    }
  });

  it('gives the API root as an absolute address without a trailing slash', () => {
    expect(readApiBaseUrl(page('{"apiBaseUrl":"/api/"}'))).toBe('https://callout.example/api');
    expect(readApiBaseUrl(page('{"apiBaseUrl":"https://api.callout.example"}'))).toBe(
      'https://api.callout.example',
    );
    expect(readApiBaseUrl(undefined)).toBe('http://localhost/api');
  });
});
