// One connection per instance that LISTENs to PostgreSQL's NOTIFY channels (issues 22 and 23): the live
// updates' channel and the channel that tells every instance's in-memory caches what changed. It reconnects
// after a loss; whoever relies on it hears `lost` (live streams resync, caches drop what they hold), and
// `healthy()` is false until the connection is back (caches keep nothing meanwhile).
import type pg from 'pg';

/**
 * Sends a NOTIFY (`$1` channel, `$2` payload) as a statement of its own, committed without waiting for the
 * WAL flush (synchronous_commit off for this one transaction). PostgreSQL holds one lock for every
 * notifying transaction from before its commit to the end of it, so with a synchronous commit the
 * notifications of all instances go one fsync at a time (the chat posts' live events, in a load run with
 * fsync on). A notification is worth nothing after a crash anyway: listeners then lose their connection,
 * hear `lost` and resync. Listeners hear it once it commits, as before.
 */
export const notifyStatement = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`;

export interface PgListener {
  /** Hears the payloads NOTIFY sends on `channel` (one of those the listener was opened with). */
  on(channel: string, heard: (payload: string) => void): void;
  /** Called when the connection is lost: notifications may be missed until `healthy()` is true again. */
  onLost(lost: () => void): void;
  /** Whether the connection is up now, so no notification is being missed. */
  healthy(): boolean;
  close(): Promise<void>;
}

export async function openPgListener(
  url: string,
  channels: readonly string[],
  log: { warn(object: unknown, message: string): void },
): Promise<PgListener> {
  // The driver is loaded when an instance first listens: a server on the embedded database never needs it.
  const { default: pgDriver } = await import('pg');
  const hearers = new Map<string, Array<(payload: string) => void>>(channels.map((channel) => [channel, []]));
  const losers: Array<() => void> = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const tellLost = () => {
    for (const lost of losers) lost();
  };
  const connect = async (): Promise<void> => {
    const next = new pgDriver.Client({ connectionString: url });
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
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
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
    healthy: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
