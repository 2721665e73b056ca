// Starts an extra instance of the real server for tests that need their own static files or data.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  // The compiled server, as production runs it (`pnpm build` compiles it with the modules).
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
    cwd: `${repoRoot}packages/server`,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP_MULTIPLIER: '50',
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
