import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error-page';

describe('describeRouteError', () => {
  it('shows status, status text and the message of a route error response', () => {
    const error = {
      status: 503,
      statusText: 'Service Unavailable',
      internal: false,
      data: { message: 'Down for maintenance' },
    };
    expect(describeRouteError(error, 'fallback')).toEqual({
      status: '503',
      statusText: 'Service Unavailable',
      message: 'Down for maintenance',
    });
  });

  it('uses the message of a thrown error', () => {
    expect(describeRouteError(new TypeError('boom'), 'fallback')).toMatchObject({
      statusText: 'TypeError',
      message: 'boom',
    });
  });

  it("falls back to the spec's default message", () => {
    expect(describeRouteError(undefined, 'Unknown error occurred.').message).toBe('Unknown error occurred.');
  });
});
