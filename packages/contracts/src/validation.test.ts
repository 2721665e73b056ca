import { describe, expect, it } from 'vitest';
import { isValidPhone, passwordSchema } from './validation';

describe('password rule', () => {
  it.each(['abcdef1!', 'Passw0rd#', '12345678a*'])('accepts %s', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });
  it.each(['short1!', 'nodigits!!', 'nospecial11', 'with space1!', 'emoji😀1!aa'])('refuses %s', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(false);
  });
});

describe('phone rule', () => {
  it.each(['07700900123', '+447700900123', '08031234567', '+2348031234567', '2025550143', '+12025550143'])(
    'accepts %s',
    (value) => expect(isValidPhone(value)).toBe(true),
  );
  it.each(['12345', '077009001', '+0002025550143', 'phone', '+44 7700'])('refuses %s', (value) =>
    expect(isValidPhone(value)).toBe(false),
  );
});
