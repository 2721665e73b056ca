// Live updates: who hears what, on this instance. Routes publish an event to account ids, and the
// console's events to every operator too; every instance delivers it to the streams it holds for those
// accounts (an operator's stream says so when it subscribes, so no instance needs to know who the operators
// are). On PostgreSQL (DATABASE_URL) events travel through LISTEN/NOTIFY on the instance's one listening
// connection (pg-listener.ts), so a message posted on one instance reaches a stream held by another; on
// embedded PGlite (one process owns the database) they travel in process, among the apps sharing that
// database.
//
// Each delivered event gets an id `<instance>-<sequence>`, increasing on the instance. The instance keeps the
// last events of each account with open streams (a bounded ring, and for a minute after its last stream
// closes), so a reconnect with Last-Event-ID replays what it missed. When it cannot (another instance, the
// ring moved on, the listening connection was lost) the stream gets a `resync` event instead: the client
// refetches what it shows. Nothing is ever stored beyond memory.
import { randomBytes } from 'node:crypto';
import type { LiveEvent } from '@callout/contracts/live-events';
import type { Database, Queryable } from '../db/database';
import { type BusRegistry, joinInProcessBus } from '../db/in-process-bus';
import { notify } from './live-store';
import type { PgListener } from './pg-listener';

/** The NOTIFY channel every instance listens on. */
export const liveChannel = 'callout_live';
/** Events kept per account for Last-Event-ID. */
const ringSize = 64;
/** How long an account's ring outlives its last stream, for a reconnect. */
const ringGraceMs = 60_000;
/** NOTIFY payloads must stay under 8000 bytes; long recipient lists are split. */
const payloadLimit = 7000;

export interface Delivered {
  id: string;
  event: LiveEvent;
}

/** A stream's ear: an event of its account, or `resync` when events may have been lost. */
export type Listener = (delivery: Delivered | 'resync') => void;

export interface LiveHub {
  /**
   * Sends `event` to these accounts' streams on every instance, and with `operators` to every operator's
   * stream as well. Never throws: live updates are a bonus.
   */
  publish(
    accountIds: ReadonlyArray<string | null | undefined>,
    event: LiveEvent,
    audience?: { operators?: boolean },
  ): Promise<void>;
  /**
   * Listens for the account's events on this instance; returns the call that stops. `operator`: the account
   * is an operator's, so it also hears what is published to every operator.
   */
  subscribe(accountId: string, listener: Listener, options?: { operator?: boolean }): () => void;
  /** What the account missed after `lastEventId`, or null when the hub cannot tell (send `resync`). */
  replay(accountId: string, lastEventId: string): Delivered[] | null;
  /** Streams open on this instance for the account. */
  streamsOf(accountId: string): number;
  /** Whether any stream is open on this instance. */
  listening(): boolean;
  /** Sends `event` to these accounts' streams on this instance only (what every instance finds itself). */
  deliverHere(accountIds: ReadonlyArray<string>, event: LiveEvent): void;
  close(): Promise<void>;
}

interface Ring {
  /** Every event of the account with a sequence above this one is in `entries`. */
  from: number;
  entries: Array<Delivered & { seq: number }>;
  listeners: Set<Listener>;
  /** An operator's account: it hears the events published to every operator. */
  operator: boolean;
  expiry?: NodeJS.Timeout;
}

export interface Wire {
  to: string[];
  event: LiveEvent;
  /** Also every operator with a stream (set on one wire of a publication only). */
  operators?: true;
}

/** Apps sharing one embedded database in this process hear each other's events. */
const localBuses: BusRegistry<Wire> = new WeakMap();

export interface HubOptions {
  db: Database;
  /** The database object the app was given or opened (before instrumentation): the in-process bus's key. */
  busKey: object;
  /** PostgreSQL's listening connection (pg-listener.ts), opened for `liveChannel`; none on PGlite. */
  listener?: PgListener | undefined;
  log: { warn(object: unknown, message: string): void };
}

export function createLiveHub({ db, busKey, listener, log }: HubOptions): LiveHub {
  const instance = randomBytes(4).toString('hex');
  let seq = 0;
  const rings = new Map<string, Ring>();

  const deliver = ({ to, event, operators }: Wire) => {
    const recipients = new Set(to);
    if (operators) for (const [accountId, ring] of rings) if (ring.operator) recipients.add(accountId);
    for (const accountId of recipients) {
      const ring = rings.get(accountId);
      if (!ring) continue; // no stream here, and none lately: nothing to keep
      seq += 1;
      const delivered = { id: `${instance}-${seq}`, event };
      ring.entries.push({ ...delivered, seq });
      if (ring.entries.length > ringSize) ring.from = ring.entries.shift()?.seq ?? ring.from;
      for (const listener of ring.listeners) listener(delivered);
    }
  };
  const resyncAll = () => {
    for (const ring of rings.values()) {
      ring.from = seq; // what came before the gap cannot be replayed any more
      ring.entries = [];
      for (const listener of ring.listeners) listener('resync');
    }
  };

  let send: (wire: Wire) => Promise<void>;
  let stop: () => Promise<void>;
  if (listener) {
    listener.on(liveChannel, (payload) => {
      try {
        for (const wire of wiresOf(payload)) deliver(wire);
      } catch {
        // Not ours: ignore.
      }
    });
    // Told at once, so clients stop trusting what they show; told again once the connection listens again,
    // since what was published in between never arrived: each client reads its data afresh then.
    listener.onLost(resyncAll);
    listener.onRestored(resyncAll);
    send = batchedNotify(db);
    stop = async () => undefined; // the listener is the app's, closed with it
  } else {
    const local = joinInProcessBus(localBuses, busKey, deliver);
    send = async (wire) => local.send(wire);
    stop = async () => local.leave();
  }

  return {
    async publish(accountIds, event, { operators = false } = {}) {
      const unique = [...new Set(accountIds.filter((id): id is string => typeof id === 'string'))];
      const wires: Wire[] = chunks(unique, event).map((to) => ({ to, event }));
      if (operators) {
        const [first] = wires;
        if (first) first.operators = true;
        else wires.push({ to: [], event, operators: true });
      }
      try {
        for (const wire of wires) await send(wire);
      } catch (error) {
        log.warn({ err: error, event: event.type }, 'A live event could not be published');
      }
    },
    subscribe(accountId, listener, { operator = false } = {}) {
      let ring = rings.get(accountId);
      if (!ring) {
        ring = { from: seq, entries: [], listeners: new Set(), operator };
        rings.set(accountId, ring);
      }
      ring.operator ||= operator;
      clearTimeout(ring.expiry);
      ring.listeners.add(listener);
      const kept = ring;
      return () => {
        kept.listeners.delete(listener);
        if (kept.listeners.size > 0) return;
        kept.expiry = setTimeout(() => {
          if (kept.listeners.size === 0 && rings.get(accountId) === kept) rings.delete(accountId);
        }, ringGraceMs);
        kept.expiry.unref();
      };
    },
    replay(accountId, lastEventId) {
      const match = /^([0-9a-f]{8})-(\d{1,15})$/.exec(lastEventId);
      const ring = rings.get(accountId);
      if (!match || match[1] !== instance || !ring) return null;
      const last = Number(match[2]);
      if (last < ring.from || last > seq) return null;
      return ring.entries.filter((entry) => entry.seq > last).map(({ id, event }) => ({ id, event }));
    },
    streamsOf: (accountId) => rings.get(accountId)?.listeners.size ?? 0,
    listening: () => [...rings.values()].some((ring) => ring.listeners.size > 0),
    deliverHere: (accountIds, event) => deliver({ to: [...new Set(accountIds)], event }),
    async close() {
      for (const ring of rings.values()) clearTimeout(ring.expiry);
      rings.clear();
      await stop();
    },
  };
}

/**
 * Sends each wire in a NOTIFY, one NOTIFY at a time per instance: the wires published while one is on its
 * way go together in the next (a JSON array, as long as it stays under the payload limit). Under load the
 * chat posts' events then cost a fraction of a statement each rather than one; PostgreSQL serialises
 * notifying transactions anyway. Each call resolves once its wire's NOTIFY committed, as a lone one would.
 */
export function batchedNotify(db: Queryable): (wire: Wire) => Promise<void> {
  const queue: Array<{ text: string; sent(): void; failed(error: unknown): void }> = [];
  let sending = false;
  const drain = async () => {
    sending = true;
    while (queue.length > 0) {
      let size = 2;
      let count = 0;
      for (const { text } of queue) {
        if (count > 0 && size + text.length + 1 > payloadLimit) break;
        size += text.length + 1;
        count += 1;
      }
      const batch = queue.splice(0, count);
      const payload = batch.length === 1 ? batch[0]?.text : `[${batch.map(({ text }) => text).join(',')}]`;
      try {
        await notify(db, liveChannel, payload);
        for (const { sent } of batch) sent();
      } catch (error) {
        for (const { failed } of batch) failed(error);
      }
    }
    sending = false;
  };
  return (wire) =>
    new Promise<void>((sent, failed) => {
      queue.push({ text: JSON.stringify(wire), sent, failed });
      if (!sending) void drain();
    });
}

/** The wires of a NOTIFY payload: one, or several sent together (`batchedNotify`); throws if not JSON. */
export function wiresOf(payload: string): Wire[] {
  const heard = JSON.parse(payload) as Wire | Wire[];
  return (Array.isArray(heard) ? heard : [heard]).filter((wire) => Array.isArray(wire?.to) && wire.event);
}

/** The recipients split so each NOTIFY payload stays under PostgreSQL's limit. */
function chunks(ids: string[], event: LiveEvent): string[][] {
  const base = JSON.stringify({ to: [], event, operators: true }).length;
  const out: string[][] = [];
  let current: string[] = [];
  let size = base;
  for (const id of ids) {
    if (current.length > 0 && size + id.length + 3 > payloadLimit) {
      out.push(current);
      current = [];
      size = base;
    }
    current.push(id);
    size += id.length + 3;
  }
  if (current.length > 0) out.push(current);
  return out;
}
