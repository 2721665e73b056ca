import { describe, expect, it, vi } from 'vitest';
import { readConfig } from './app-config';

function docWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script id="callout-config" type="application/json">${json}</script>`;
  return doc;
}

describe('readConfig', () => {
  it('reads the values the server wrote', () => {
    const config = readConfig(
      docWith('{"apiBaseUrl":"https://api.example.com/api","supportEmail":"a@b.co"}'),
    );
    expect(config.apiBaseUrl).toBe('https://api.example.com/api');
    expect(config.supportEmail).toBe('a@b.co');
    expect(config.remotesManifestUrl).toBe('/remotes.json');
  });

  it('falls back to defaults, loudly, when a value is invalid', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = readConfig(docWith('{"supportEmail":"not an email"}'));
    expect(config.supportEmail).toBe('support@callout.co.uk');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('survives a broken or missing script', () => {
    expect(readConfig(docWith('{nope')).apiBaseUrl).toBe('/api');
    expect(readConfig(document.implementation.createHTMLDocument()).apiBaseUrl).toBe('/api');
  });
});

describe('readConfig checks', () => {
  it('keeps feature flags and drops unknown keys', () => {
    const config = readConfig(docWith('{"features":{"chat":true},"other":1}'));
    expect(config.features).toEqual({ chat: true });
    expect(config).not.toHaveProperty('other');
  });

  it('runs on defaults when the JSON is not an object or a flag is not true/false', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readConfig(docWith('[1]')).companyNumber).toBe('15834012');
    expect(readConfig(docWith('{"features":{"chat":"yes"},"apiBaseUrl":"/x"}')).apiBaseUrl).toBe('/api');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe("the company's trading details", () => {
  it('reads what the server wrote, with no VAT number until one is set', () => {
    const written = {
      companyName: 'Trades Test Ltd',
      companyAddress: '2 Office Row, Leeds LS1 4AP',
      adrBodyName: 'Test Ombudsman Service',
      adrBodyUrl: 'https://ombudsman.example.org',
    };
    const config = readConfig(docWith(JSON.stringify(written)));
    expect(config).toMatchObject({ ...written, companyVatNumber: '' });
    expect(readConfig(docWith('{"companyVatNumber":"GB123456789"}')).companyVatNumber).toBe('GB123456789');
  });
});
