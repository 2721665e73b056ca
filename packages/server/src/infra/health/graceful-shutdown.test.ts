// SIGTERM on the real process: the request in flight is answered, new connections are refused, and the exit
// status says whether the drain finished within SHUTDOWN_GRACE_MS.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '@callout/server-testing/server-process';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../domain/ops/demo/seed';

const dataDir = mkdtempSync(join(tmpdir(), 'callout-shutdown-'));
const started: ServerProcess[] = [];
const customer = demoLogins.find((login) => login.role === 'customer') ?? demoLogins[0];

afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(extra: Record<string, string> = {}) {
  const server = await startServerProcess({ DATA_DIR: dataDir, ...extra });
  started.push(server);
  return server;
}

/**
 * A login whose body is only half sent: the request is in flight until `finish()` sends the rest. It asks
 * for `100 Continue`, so once that comes the server surely holds the request (not an idle connection).
 */
async function halfSentLogin(port: number) {
  const body = new URLSearchParams({
    email: customer?.email ?? '',
    password: customer?.password ?? '',
  }).toString();
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nExpect: 100-continue\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  await new Promise((resolve) => socket.once('data', resolve));
  expect(answer).toMatch(/^HTTP\/1\.1 100 /);
  const half = Math.floor(body.length / 2);
  socket.write(body.slice(0, half));
  return {
    finish: async () => {
      socket.write(body.slice(half));
      await closed; // the server closes the connection after its answer, though the client asked to keep it
      return answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
    },
  };
}

/** Resolves once connecting fails with ECONNREFUSED (polling, as the listener closes a moment after). */
async function refusesConnections(port: number): Promise<boolean> {
  for (let tries = 0; tries < 100; tries += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('graceful shutdown of main.ts', () => {
  it('answers a request in flight after SIGTERM, refuses new connections, and exits 0', async () => {
    const server = await start();
    const login = await halfSentLogin(server.port);
    server.child.kill('SIGTERM');

    expect(await refusesConnections(server.port)).toBe(true);
    const answer = await login.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"success":true');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Shut down cleanly');
  }, 120_000);

  it('exits 1, saying so, when SHUTDOWN_GRACE_MS runs out before the request in flight ends', async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: '500' });
    await halfSentLogin(server.port); // never finished
    server.child.kill('SIGTERM');

    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Shutdown grace ran out');
  }, 120_000);
});
