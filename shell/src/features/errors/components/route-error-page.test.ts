import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error-page';

const texts = {
  defaultMessage: 'Unknown error occurred.',
  statusText: (status: number) => ({ 404: 'Not Found' })[status],
};

/** A module's refusal, as the shell sees it: another bundle's class, known by its fields. */
function refusal(message: string, status: number, statusText: string) {
  return Object.assign(new Error(message), { name: 'ServerRefusal', status, statusText });
}

describe('describeRouteError', () => {
  it('shows the status, our status text and the message of a refused address', () => {
    expect(describeRouteError(refusal('We could not find this order.', 404, ''), texts)).toEqual({
      status: 404,
      statusText: 'Not Found',
      message: 'We could not find this order.',
    });
  });

  it("falls back to the answer's own status text for a status we have no words for", () => {
    expect(describeRouteError(refusal('Slow down.', 418, "I'm a teapot"), texts)).toEqual({
      status: 418,
      statusText: "I'm a teapot",
      message: 'Slow down.',
    });
  });

  it('shows only the message of an error without a status', () => {
    expect(describeRouteError(new TypeError('boom'), texts)).toEqual({ message: 'boom' });
  });

  it("falls back to the spec's default message", () => {
    expect(describeRouteError(undefined, texts)).toEqual({ message: 'Unknown error occurred.' });
    expect(describeRouteError(refusal('', 500, ''), texts)).toEqual({
      status: 500,
      message: 'Unknown error occurred.',
    });
  });
});
