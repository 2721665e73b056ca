// The live hub's NOTIFYs on PostgreSQL (live-hub.ts): one at a time per instance, the events published
// meanwhile sharing the next one, each payload under PostgreSQL's limit, and every event heard once.
import type { LiveEvent } from '@callout/contracts/live-events';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { batchedNotify, type Wire, wiresOf } from './live-hub';

/** A database whose statements wait until `finish()`; it records what each NOTIFY carried. */
function heldDatabase() {
  const payloads: string[] = [];
  const waiting: Array<() => void> = [];
  let failNext = false;
  const db: Queryable = {
    query: async <T>(_text: string, params: readonly unknown[] = []) => {
      payloads.push(String(params[1]));
      await new Promise<void>((resume) => waiting.push(resume));
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return [] as T[];
    },
    exec: async () => undefined,
  };
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    db,
    payloads,
    failNext: () => {
      failNext = true;
    },
    /** Lets the statement on its way finish, then lets the next one start. */
    async finish() {
      await turn();
      waiting.shift()?.();
      await turn();
    },
  };
}

const chat = (chatId: string): LiveEvent => ({ type: 'chat', category: 'SUPPORT', chatId });
const heard = (payloads: string[]) => payloads.flatMap(wiresOf);

describe('NOTIFYs of the live hub', () => {
  it('sends one at a time, the wires published meanwhile together in the next, each call told when it went', async () => {
    const held = heldDatabase();
    const send = batchedNotify(held.db);
    const sent: string[] = [];
    const wires: Wire[] = ['a', 'b', 'c', 'd'].map((id) => ({ to: [id], event: chat(id) }));
    const calls = wires.map((wire) => send(wire).then(() => sent.push(wire.to[0] ?? '')));
    await held.finish();
    expect(held.payloads).toHaveLength(2); // the first alone, the three that came meanwhile in the second
    expect(sent).toEqual(['a']);
    await held.finish();
    await Promise.all(calls);
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(heard(held.payloads)).toEqual(wires);
    expect(JSON.parse(held.payloads[0] ?? '')).toEqual(wires[0]); // a lone wire goes as before, no array
  });

  it('keeps each payload under the limit, and fails only the calls whose NOTIFY failed', async () => {
    const held = heldDatabase();
    const send = batchedNotify(held.db);
    const long = (n: number): Wire => ({ to: [`${n}`.padEnd(3000, 'x')], event: chat(String(n)) });
    const first = send(long(0)).then(
      () => 'sent',
      (error: Error) => error.message,
    );
    const rest = [1, 2, 3, 4].map((n) =>
      send(long(n)).then(
        () => 'sent',
        () => 'failed',
      ),
    );
    held.failNext();
    await held.finish(); // the first fails
    expect(await first).toBe('connection lost');
    await held.finish();
    await held.finish();
    expect(await Promise.all(rest)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(held.payloads.map((payload) => payload.length <= 7000)).toEqual([true, true, true]);
    expect(heard(held.payloads.slice(1))).toEqual([1, 2, 3, 4].map(long));
  });

  it('hears a single wire or an array of them, and ignores what is not one', () => {
    const wire = { to: ['a'], event: chat('a') };
    expect(wiresOf(JSON.stringify(wire))).toEqual([wire]);
    expect(wiresOf(JSON.stringify([wire, wire]))).toEqual([wire, wire]);
    expect(wiresOf(JSON.stringify({ kind: 'catalogue' }))).toEqual([]);
    expect(wiresOf(JSON.stringify([null, 3]))).toEqual([]);
  });
});
