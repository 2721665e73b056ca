import { describe, expect, it } from 'vitest';
import {
  normaliseCompanyNumber,
  normaliseCountry,
  normaliseNino,
  normaliseUtr,
  normaliseVat,
  residenceCountries,
} from './tax-ids';

describe('UK tax references', () => {
  it('accepts National Insurance numbers as HMRC issues them, spaced or not, in any case', () => {
    expect(normaliseNino('ab 12 34 56 c')).toBe('AB123456C');
    expect(normaliseNino('JG103759A')).toBe('JG103759A');
    expect(normaliseNino('CE123456D')).toBe('CE123456D');
  });

  it('refuses the prefixes and suffixes HMRC never issues', () => {
    for (const letter of ['D', 'F', 'I', 'Q', 'U', 'V']) {
      expect(normaliseNino(`${letter}A123456C`)).toBeNull();
      expect(normaliseNino(`A${letter}123456C`)).toBeNull();
    }
    expect(normaliseNino('AO123456C')).toBeNull();
    for (const prefix of ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']) {
      expect(normaliseNino(`${prefix}123456A`)).toBeNull();
    }
    expect(normaliseNino('AB123456E')).toBeNull();
    expect(normaliseNino('AB12345C')).toBeNull();
    expect(normaliseNino('AB123456')).toBeNull();
  });

  it('checks a UTR by its first digit', () => {
    // 2,3,4,5,6,7,8,9,0 weighted: 264, remainder 0, check digit 2.
    expect(normaliseUtr('2234567890')).toBe('2234567890');
    expect(normaliseUtr('22345 67890')).toBe('2234567890');
    expect(normaliseUtr('1234567890')).toBeNull();
    // 1111111111: 1 × (6+7+8+9+10+5+4+3+2) = 54, remainder 10, check digit 1.
    expect(normaliseUtr('1111111111')).toBe('1111111111');
    expect(normaliseUtr('2111111111')).toBeNull();
    expect(normaliseUtr('223456789')).toBeNull();
    expect(normaliseUtr('22345678901')).toBeNull();
    expect(normaliseUtr('K2234567890')).toBeNull();
  });

  it('takes company numbers of 8 digits or two letters and 6 digits', () => {
    expect(normaliseCompanyNumber('01234567')).toBe('01234567');
    expect(normaliseCompanyNumber('sc123456')).toBe('SC123456');
    expect(normaliseCompanyNumber('NI 012345')).toBe('NI012345');
    expect(normaliseCompanyNumber('1234567')).toBeNull();
    expect(normaliseCompanyNumber('ABC12345')).toBeNull();
    expect(normaliseCompanyNumber('S1234567')).toBeNull();
    expect(normaliseCompanyNumber('123456789')).toBeNull();
  });

  it('takes a country of residence from the ISO 3166 list only', () => {
    expect(residenceCountries.size).toBe(249);
    expect(normaliseCountry(' pl ')).toBe('PL');
    expect(normaliseCountry('GB')).toBe('GB');
    expect(normaliseCountry('UK')).toBeNull();
    expect(normaliseCountry('XK')).toBeNull();
    expect(normaliseCountry('POL')).toBeNull();
  });

  it("takes a UK VAT number as GB and 9 or 12 digits, and another country's as given", () => {
    expect(normaliseVat('gb 123 4567 89', 'GB')).toBe('GB123456789');
    expect(normaliseVat('123456789', 'GB')).toBe('GB123456789');
    expect(normaliseVat('GB123456789012', 'GB')).toBe('GB123456789012');
    expect(normaliseVat('GB1234567890', 'GB')).toBeNull();
    expect(normaliseVat('FR12345678901', 'GB')).toBeNull();
    expect(normaliseVat(' FR 123-456 ', 'FR')).toBe('FR 123-456');
    expect(normaliseVat('PL1234567890123456789', 'PL')).toBeNull();
    expect(normaliseVat('DE<1>', 'DE')).toBeNull();
  });
});
