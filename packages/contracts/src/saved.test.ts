import { describe, expect, it } from 'vitest';
import {
  decodeSavedLocation,
  deleteSavedProviderInputSchema,
  encodeSavedLocation,
  savedLocationMessage,
  savedLocationsResponseSchema,
  savedProvidersResponseSchema,
  toggleLocationSaveInputSchema,
} from './saved';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('saved location text', () => {
  it('writes zip;address trimmed and reads it back', () => {
    const value = encodeSavedLocation({ zipCode: ' N1 9GU ', address: ' 1 Pancras Sq; London ' });
    expect(value).toBe('N1 9GU;1 Pancras Sq; London');
    expect(decodeSavedLocation(value)).toEqual({ zipCode: 'N1 9GU', address: '1 Pancras Sq; London' });
  });
  it.each(['N1 9GU', ';Kings Cross', 'N1 9GU;  '])('refuses %j', (value) => {
    expect(decodeSavedLocation(value)).toBeNull();
    expect(messagesOf(toggleLocationSaveInputSchema.safeParse({ value }))).toEqual([savedLocationMessage]);
  });
  it('normalises the value sent to the toggle', () => {
    expect(toggleLocationSaveInputSchema.parse({ value: ' N1 9GU ; Kings Cross ' }).value).toBe(
      'N1 9GU;Kings Cross',
    );
  });
  it('refuses an oversized location', () => {
    expect(toggleLocationSaveInputSchema.safeParse({ value: `N1 9GU;${'x'.repeat(400)}` }).success).toBe(
      false,
    );
  });
});

describe('saved lists', () => {
  it('accept saved providers and locations, each with its date', () => {
    const providers = savedProvidersResponseSchema.parse({
      success: true,
      message: '',
      data: [
        { FirstName: 'Ada', LastName: 'Okafor', BioInfo: null, Available: '55', LastUpdated: '2025-07-11' },
      ],
    });
    expect(providers.data?.[0]?.Available).toBe('55');
    const location = { Available: 'N1 9GU;Kings Cross', LastUpdated: '2025-07-11' };
    expect(
      savedLocationsResponseSchema.safeParse({ success: true, message: '', data: [location] }).success,
    ).toBe(true);
    const undated = { Available: 'N1 9GU;Kings Cross' };
    expect(
      savedLocationsResponseSchema.safeParse({ success: true, message: '', data: [undated] }).success,
    ).toBe(false);
  });
  it('delete a saved provider by its Available id only', () => {
    expect(deleteSavedProviderInputSchema.safeParse({ value: '55' }).success).toBe(true);
    expect(deleteSavedProviderInputSchema.safeParse({ value: '' }).success).toBe(false);
  });
});
