// A small load balancer for tests: each request goes to the next instance in turn, on a new connection (as
// nginx does without upstream keep-alive), and is retried on the following instance when its connection is
// refused (nginx's `proxy_next_upstream error`): an instance that stopped listening is skipped. A connection
// reset before any answer is retried too when repeating is safe (GET, or a post with an Idempotency-Key),
// as nginx retries idempotent requests: a connection still in the kernel's accept queue when an instance
// closes its listener is reset unread. Any other failure is answered 502. It does not poll /readyz.
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';

export interface RoundRobinProxy {
  url: string;
  /** Requests each instance (by port) answered. */
  served: Map<number, number>;
  close(): Promise<void>;
}

/** Long enough for an instance restarting on its port to be skipped while both are briefly down. */
const refusedRetryRounds = 20;
const roundPauseMs = 50;

const retryable = (incoming: IncomingMessage, error: unknown) => {
  const { code } = error as NodeJS.ErrnoException;
  if (code === 'ECONNREFUSED') return true;
  const safe = incoming.method === 'GET' || incoming.headers['idempotency-key'] !== undefined;
  return code === 'ECONNRESET' && safe;
};

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  const served = new Map(ports.map((port) => [port, 0]));
  let next = 0;

  const send = (port: number, incoming: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const headers = { ...incoming.headers, connection: 'close' };
      const outgoing = forward(
        { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers, agent: false },
        (answer) =>
          bodyOf(answer).then(
            (body) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body }),
            // Cut off after the answer began: never retried.
            () => reject(Object.assign(new Error('answer cut off'), { code: 'ANSWER_CUT_OFF' })),
          ),
      );
      outgoing.once('error', reject);
      outgoing.end(body);
    });

  const server: Server = createServer(async (incoming, reply) => {
    const body = await bodyOf(incoming);
    for (let attempt = 0; attempt < ports.length * refusedRetryRounds; attempt += 1) {
      if (attempt > 0 && attempt % ports.length === 0) await new Promise((r) => setTimeout(r, roundPauseMs));
      const port = ports[next % ports.length] as number;
      next += 1;
      try {
        const answer = await send(port, incoming, body);
        served.set(port, (served.get(port) ?? 0) + 1);
        const { connection: _dropped, 'transfer-encoding': _chunked, ...headers } = answer.headers;
        reply.writeHead(answer.status, { ...headers, 'content-length': answer.body.length });
        reply.end(answer.body);
        return;
      } catch (error) {
        if (retryable(incoming, error)) continue;
        reply
          .writeHead(502)
          .end(JSON.stringify({ proxy: (error as NodeJS.ErrnoException).code ?? String(error) }));
        return;
      }
    }
    reply.writeHead(502).end(JSON.stringify({ proxy: 'every instance refused the connection' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
