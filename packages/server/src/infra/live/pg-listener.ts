// One connection per instance that LISTENs to PostgreSQL's NOTIFY channels (issues 22 and 23): the live
// updates' channel and the channel that tells every instance's in-memory caches what changed. LISTEN belongs
// to a session, so this connection goes to PostgreSQL itself (DATABASE_DIRECT_URL behind a transaction
// pooler). It reconnects after a loss (a restart, a dropped connection, a network cut, which a heartbeat
// finds out, a failover: then to the host promoted); whoever relies on it hears `lost` (live streams resync, caches drop what they hold) and, once
// it listens again, `restored` (what was published meanwhile was missed: live streams resync again).
// `healthy()` is false in between (caches keep nothing meanwhile).
import type pg from 'pg';
import { heartbeatStatement, listenStatement } from './live-store';

export interface PgListener {
  /** Hears the payloads NOTIFY sends on `channel` (one of those the listener was opened with). */
  on(channel: string, heard: (payload: string) => void): void;
  /** Called when the connection is lost: notifications may be missed until `healthy()` is true again. */
  onLost(lost: () => void): void;
  /** Called when a lost connection listens again: notifications sent in between were missed. */
  onRestored(restored: () => void): void;
  /** Whether the connection is up now, so no notification is being missed. */
  healthy(): boolean;
  close(): Promise<void>;
}

/** The listening connection's application_name on PostgreSQL. */
export const listenerApplicationName = 'callout-listener';

export interface ListenerTiming {
  /** How long a connection attempt may take. */
  connectTimeoutMs?: number;
  /** How often the connection is asked a trivial query, and how long it may take to answer. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

export async function openPgListener(
  /** Where to listen, asked again on every reconnection: after a failover it is another host. */
  address: string | (() => Promise<string>),
  channels: readonly string[],
  log: { warn(object: unknown, message: string): void },
  { connectTimeoutMs = 5_000, heartbeatMs = 5_000, heartbeatTimeoutMs = 3_000 }: ListenerTiming = {},
): Promise<PgListener> {
  // The driver is loaded when an instance first listens: a server on the embedded database never needs it.
  const { default: pgDriver } = await import('pg');
  const hearers = new Map<string, Array<(payload: string) => void>>(channels.map((channel) => [channel, []]));
  const losers: Array<() => void> = [];
  const restorers: Array<() => void> = [];
  let client: pg.Client | null = null;
  let closed = false;
  /** A connection was lost and none listens again yet. */
  let wasLost = false;
  let retry: NodeJS.Timeout | undefined;
  const tellLost = () => {
    wasLost = true;
    for (const lost of losers) lost();
  };
  const connect = async (): Promise<void> => {
    const url = typeof address === 'string' ? address : await address();
    const next = new pgDriver.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      // How operators tell it apart in pg_stat_activity.
      application_name: listenerApplicationName,
    });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const heard of hearers.get(message.channel) ?? []) heard(message.payload);
    });
    const reconnect = () => {
      if (closed || client !== next) return;
      client = null;
      tellLost();
      retry = setTimeout(() => void connect().catch(reconnectLater), 1000);
      retry.unref();
    };
    next.on('error', (error) => {
      log.warn({ err: error }, 'The listening connection to PostgreSQL failed; reconnecting');
      reconnect();
    });
    next.on('end', reconnect);
    try {
      await next.connect();
      for (const channel of channels) await next.query(listenStatement(channel));
    } catch (error) {
      // A half-open attempt must not linger (a cut network answers nothing, not even the end).
      next.removeAllListeners('end');
      next.on('error', () => undefined);
      (next as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (wasLost) {
      wasLost = false;
      for (const restored of restorers) restored();
    }
  };
  /**
   * A network cut ends nothing: the socket stays open and silent. A trivial query now and then that does not
   * answer in time ends the connection, which then reconnects like any other loss.
   */
  const heartbeat = setInterval(() => {
    const open = client;
    if (!open) return;
    const deadline = setTimeout(() => {
      if (client !== open) return;
      log.warn({}, 'The listening connection to PostgreSQL does not answer; reconnecting');
      (open as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }, heartbeatTimeoutMs);
    open.query(heartbeatStatement).then(
      () => clearTimeout(deadline),
      () => clearTimeout(deadline),
    );
  }, heartbeatMs);
  heartbeat.unref();
  const reconnectLater = () => {
    if (closed) return;
    retry = setTimeout(() => void connect().catch(reconnectLater), 2000);
    retry.unref();
  };
  await connect();
  return {
    on(channel, heard) {
      const list = hearers.get(channel);
      if (!list) throw new Error(`The listener was not opened for the channel ${channel}`);
      list.push(heard);
    },
    onLost: (lost) => void losers.push(lost),
    onRestored: (restored) => void restorers.push(restored),
    healthy: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
