import { describe, expect, it } from 'vitest';
import { acceptedLanguages, matchLanguage } from './languages';

describe("the reader's language", () => {
  it('takes the first language Callout is written in, by its language alone', () => {
    expect(matchLanguage(['pl'])).toBe('pl-PL');
    expect(matchLanguage(['de-DE', 'pl-GB', 'en-GB'])).toBe('pl-PL');
    expect(matchLanguage(['en-US', 'pl-PL'])).toBe('en-GB');
  });

  it('falls back to British English', () => {
    expect(matchLanguage([])).toBe('en-GB');
    expect(matchLanguage(['fr-FR', 'de'])).toBe('en-GB');
  });

  it("reads an Accept-Language header by each tag's weight", () => {
    expect(acceptedLanguages('en-GB;q=0.5, pl-PL, pl;q=0.9, *;q=0.1')).toEqual(['pl-PL', 'pl', 'en-GB']);
    expect(acceptedLanguages('pl;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(matchLanguage(acceptedLanguages('de-CH, pl;q=0.8, en;q=0.7'))).toBe('pl-PL');
  });
});
