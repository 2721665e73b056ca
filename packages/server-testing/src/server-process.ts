// The real server (packages/server/src/main.ts) as a child process, as an operator runs it: for tests of what only a whole
// process shows (signals, exit status, several instances on one PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { freePort } from './free-port';

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit status once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

// The server's own folder, so tsx and its dependencies resolve as they do for `pnpm serve`.
const mainFile = createRequire(import.meta.url).resolve('@callout/server/main');
const serverDir = dirname(dirname(mainFile));

/** Starts main.ts in demo mode with `env` added; resolves once it prints that it is running. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'info',
      PORT: String(listenOn),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Callout is running')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then((code) => reject(new Error(`the server exited with ${code} on start:\n${output}`)));
  });
  return { port: listenOn, url: `http://127.0.0.1:${listenOn}`, child, exited, output: () => output };
}
