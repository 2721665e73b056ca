import { describe, expect, it } from 'vitest';
import { refusedField, refusesAddress, requireSuccess, ServerRefusal } from './errors';

const refusedWith = (status: number) => {
  try {
    requireSuccess({ success: false, message: 'No such order.' }, { status, statusText: 'Whatever' });
  } catch (error) {
    return error;
  }
  throw new Error('requireSuccess let a refusal through');
};

describe('a refusal', () => {
  it('keeps the status line of a failed answer', () => {
    expect(refusedWith(404)).toMatchObject({
      message: 'No such order.',
      status: 404,
      statusText: 'Whatever',
    });
  });

  it('has no status when the answer did not fail (success: false in a 200)', () => {
    expect(refusedWith(200)).toMatchObject({ status: undefined, statusText: undefined });
  });

  it('refuses the address for a bad, unknown or forbidden id, not for an expired session or a busy server', () => {
    expect([400, 403, 404, 410].map((status) => refusesAddress(refusedWith(status)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([200, 401, 429, 503].map((status) => refusesAddress(refusedWith(status)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(refusesAddress(new ServerRefusal('No status'))).toBe(false);
  });
});

describe('the input a refusal names', () => {
  const refusal = (reply: { success: boolean; message: string; field?: string }) => {
    try {
      requireSuccess(reply);
    } catch (error) {
      return error;
    }
    throw new Error('requireSuccess let a refusal through');
  };

  it("is the server's field when the form has that input, whatever the words", () => {
    const fields = ['nino', 'dob'] as const;
    expect(refusedField(refusal({ success: false, message: 'Podaj numer.', field: 'nino' }), fields)).toBe(
      'nino',
    );
    expect(refusedField(refusal({ success: false, message: 'Podaj numer.', field: 'other' }), fields)).toBe(
      undefined,
    );
    expect(
      refusedField(refusal({ success: false, message: 'Please enter a valid date of birth.' }), fields),
    ).toBe(undefined);
    expect(refusedField(new Error('offline'), fields)).toBe(undefined);
  });
});
