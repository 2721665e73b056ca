// Apps sharing one embedded database (PGlite) in this process hear each other's messages here, where
// PostgreSQL would carry them by NOTIFY: the live hub's events and the caches' changes. Each kind of message
// has its own registry, keyed by the database object the apps share.
export type BusRegistry<T> = WeakMap<object, Set<(message: T) => void>>;

export interface InProcessBus<T> {
  /** Hands `message` to every app on the bus, this one included. */
  send(message: T): void;
  /** This app stops hearing the bus. */
  leave(): void;
}

export function joinInProcessBus<T>(
  registry: BusRegistry<T>,
  key: object,
  hear: (message: T) => void,
): InProcessBus<T> {
  let apps = registry.get(key);
  if (!apps) {
    apps = new Set();
    registry.set(key, apps);
  }
  const joined = apps;
  joined.add(hear);
  return {
    send(message) {
      for (const app of joined) app(message);
    },
    leave: () => void joined.delete(hear),
  };
}
