// A TCP proxy in front of PostgreSQL for tests of a network that fails: `cut()` stops every byte both ways
// and holds new connections unanswered (packets dropped, nothing refused or reset, as when a link goes
// down), `mend()` lets everything through again (held connections included, as TCP would retransmit), and
// `drop()` resets every open connection.
import net from 'node:net';

export interface CutProxy {
  port: number;
  /** `url` with its host and port swapped for the proxy's. */
  through(url: string): string;
  cut(): void;
  mend(): void;
  drop(): void;
  close(): Promise<void>;
}

export async function startCutProxy(target: { host: string; port: number }): Promise<CutProxy> {
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let isCut = false;
  const pause = ({ client, server }: { client: net.Socket; server: net.Socket }) => {
    client.unpipe(server);
    server.unpipe(client);
    client.pause();
    server.pause();
  };
  const proxy = net.createServer((client) => {
    const server = net.connect(target.port, target.host);
    const pair = { client, server };
    pairs.add(pair);
    client.pipe(server);
    server.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
    if (isCut) pause(pair);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    port,
    through(url) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(port);
      return address.toString();
    },
    cut() {
      isCut = true;
      for (const pair of pairs) pause(pair);
    },
    mend() {
      isCut = false;
      for (const { client, server } of pairs) {
        client.pipe(server);
        server.pipe(client);
      }
    },
    drop() {
      for (const { client, server } of pairs) {
        client.resetAndDestroy();
        server.destroy();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, server } of pairs) {
          client.destroy();
          server.destroy();
        }
        proxy.close(() => resolve());
      }),
  };
}
