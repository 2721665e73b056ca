// What every instance's in-memory caches must forget: the catalogue changed, or an account's
// sessions ended. On PostgreSQL (DATABASE_URL) a change travels through NOTIFY on `changesChannel`, heard on
// the instance's one listening connection (infra/live/pg-listener.ts); on embedded PGlite (one process owns the
// database) it travels in process, among the apps sharing that database.
//
// A change is announced after its transaction committed. The announcing instance forgets at once, then
// waits until its own listening connection hears the notification back and a moment more: PostgreSQL
// signals every listening connection at the same commit, so by the time the call that made the change
// answers, the other instances have heard it too.
// While the listening connection is down nothing may be cached (`healthy()` is false): changes are missed.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { type BusRegistry, joinInProcessBus } from '../db/in-process-bus';
import { notify } from '../live/live-store';
import type { PgListener } from '../live/pg-listener';

export const changesChannel = 'callout_changes';

export type Change = { kind: 'catalogue' } | { kind: 'sessions'; accountId: string };

/** A change, or `lost`: the listening connection went down and changes may have been missed. */
export type Heard = Change | 'lost';

export interface ChangeBus {
  /** Tells every instance (this one before anything else) about a committed change. Never throws. */
  announce(change: Change): Promise<void>;
  /** Hears every change announced anywhere, and `lost`. */
  on(heard: (change: Heard) => void): void;
  /** Whether changes are being heard now: caches keep nothing while they are not. */
  healthy(): boolean;
}

/** How long an announcement waits for its own echo before answering anyway. */
const echoWaitMs = 2000;
/**
 * After the echo, the other instances' connections get the same notification from their own server
 * processes, a little later or in the same turn of this one's event loop: this long covers both.
 */
const settleMs = 20;

/** Apps sharing one embedded database in this process hear each other's changes. */
const localBuses: BusRegistry<Heard> = new WeakMap();

export interface ChangeBusOptions {
  db: Queryable;
  /** The database object the app was given or opened: the in-process bus's key (as the live hub's). */
  busKey: object;
  /** PostgreSQL's listening connection, opened for `changesChannel`; none on PGlite. */
  listener?: PgListener | undefined;
  log: { warn(object: unknown, message: string): void };
}

export function createChangeBus({ db, busKey, listener, log }: ChangeBusOptions): ChangeBus {
  const hearers: Array<(change: Heard) => void> = [];
  const tell = (change: Heard) => {
    for (const heard of hearers) heard(change);
  };

  if (!listener) {
    const local = joinInProcessBus(localBuses, busKey, tell);
    return {
      async announce(change) {
        local.send(change);
      },
      on: (heard) => void hearers.push(heard),
      healthy: () => true,
    };
  }

  const instance = randomBytes(4).toString('hex');
  let sequence = 0;
  const echoes = new Map<string, () => void>();
  listener.on(changesChannel, (payload) => {
    let wire: Change & { from?: unknown };
    try {
      wire = JSON.parse(payload) as Change & { from?: unknown };
    } catch {
      return; // not ours
    }
    if (wire.kind === 'catalogue') tell({ kind: 'catalogue' });
    else if (wire.kind === 'sessions' && typeof wire.accountId === 'string')
      tell({ kind: 'sessions', accountId: wire.accountId });
    if (typeof wire.from === 'string') echoes.get(wire.from)?.();
  });
  listener.onLost(() => tell('lost'));

  return {
    async announce(change) {
      tell(change);
      sequence += 1;
      const from = `${instance}-${sequence}`;
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((heard) => {
        echoes.set(from, heard);
        timer = setTimeout(heard, echoWaitMs);
      });
      try {
        await notify(db, changesChannel, JSON.stringify({ ...change, from }));
        if (listener.healthy()) {
          await echoed;
          await new Promise((settled) => setTimeout(settled, settleMs));
        }
      } catch (error) {
        log.warn(
          { err: error, change: change.kind },
          'A change could not be announced to the other instances',
        );
      } finally {
        clearTimeout(timer);
        echoes.delete(from);
      }
    },
    on: (heard) => void hearers.push(heard),
    healthy: listener.healthy,
  };
}
