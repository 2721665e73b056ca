// ACCESS_LOG_READ_SAMPLE is a share: every read by default, a bad value refused at start with what it takes.
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';

describe('the access log sample setting', () => {
  it('keeps every successful read unless told otherwise', () => {
    expect(readEnv({}).ACCESS_LOG_READ_SAMPLE).toBe(1);
    expect(readEnv({ ACCESS_LOG_READ_SAMPLE: '0.05' }).ACCESS_LOG_READ_SAMPLE).toBe(0.05);
    expect(readEnv({ ACCESS_LOG_READ_SAMPLE: '0' }).ACCESS_LOG_READ_SAMPLE).toBe(0);
  });

  it.each(['1.5', '-0.1', 'half'])('refuses %s, naming the setting and what it takes', (value) => {
    expect(() => readEnv({ ACCESS_LOG_READ_SAMPLE: value })).toThrow(
      /ACCESS_LOG_READ_SAMPLE.*expected a number from 0 to 1/,
    );
  });
});
