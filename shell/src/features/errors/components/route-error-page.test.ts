import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error-page';

describe('describeRouteError', () => {
  it('uses the kind and message of a thrown error', () => {
    expect(describeRouteError(new TypeError('boom'), 'fallback')).toEqual({
      name: 'TypeError',
      message: 'boom',
    });
  });

  it("falls back to the spec's default message", () => {
    expect(describeRouteError(undefined, 'Unknown error occurred.')).toEqual({
      name: '',
      message: 'Unknown error occurred.',
    });
  });
});
