import { describe, expect, it } from 'vitest';
import { failureLog, type LoopLog } from './failure-log';

function recordingLog() {
  const lines: Array<{ level: string; fields: unknown; message: string }> = [];
  const at = (level: string) => (fields: unknown, message: string) => lines.push({ level, fields, message });
  return { lines, log: { error: at('error'), info: at('info') } satisfies LoopLog };
}

describe('the log of a background loop that keeps failing', () => {
  it('writes the first failure, one line a minute while it lasts, and one when it works again', () => {
    const { lines, log } = recordingLog();
    let clock = 0;
    const failures = failureLog(log, 'Mail queue could not be read', { now: () => clock });
    const down = new Error('connect ECONNREFUSED');
    // Two and a half minutes of a pass every 2 seconds.
    for (clock = 0; clock <= 150_000; clock += 2_000) failures.failed(down);
    failures.succeeded();
    expect(lines.map(({ level, message }) => [level, message])).toEqual([
      ['error', 'Mail queue could not be read'],
      ['error', 'Mail queue could not be read (still failing)'],
      ['error', 'Mail queue could not be read (still failing)'],
      ['info', 'Mail queue could not be read: working again'],
    ]);
    expect(lines[1]?.fields).toMatchObject({ failures: 31, failingForMs: 60_000 });
    expect(lines[3]?.fields).toMatchObject({ failures: 76 });
  });

  it('says nothing for passes that work, and starts afresh after a recovery', () => {
    const { lines, log } = recordingLog();
    let clock = 0;
    const failures = failureLog(log, 'The push queue could not be read', { now: () => clock });
    failures.succeeded();
    failures.failed(new Error('down'));
    failures.succeeded();
    clock = 5_000;
    failures.failed(new Error('down again'));
    expect(lines.map(({ level }) => level)).toEqual(['error', 'info', 'error']);
  });
});
