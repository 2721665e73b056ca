// `npm start`: install, build every module and the server, and serve the marketplace with demo data on
// http://localhost:8080. Installing and building are skipped when nothing they read has changed since the last
// time, so a second start only starts the compiled server; it prints how long until `/` was served, and how
// long each step took (the server's own steps with CALLOUT_STARTUP_TIMING=1, packages/server/src/infra/health/
// startup-timing.ts).
import { spawn } from 'node:child_process';
import { buildIfChanged } from './build.mjs';
import { installIfChanged, root } from './pnpm.mjs';

const started = performance.now();
/** This script's own steps, printed with the time `/` was served. */
const steps = [];
let lastStep = started;
const step = (name) => {
  const now = performance.now();
  steps.push(`  ${name.padEnd(34)}  ${(now - lastStep).toFixed(0).padStart(6)} ms`);
  lastStep = now;
};
installIfChanged();
step('dependencies checked (or installed)');
buildIfChanged();
step('build checked (or built)');

const port = Number(process.env.PORT ?? 8080);
// Without source maps, as the image runs it: mapping stack traces costs every request (docs/adr/0026-an-access-
// log-that-costs-little.md); NODE_OPTIONS=--enable-source-maps asks for them.
const server = spawn(process.execPath, ['dist/main.mjs'], {
  cwd: `${root}packages/server`,
  stdio: 'inherit',
  // Demo mode: demo data, the mail outbox and sandbox payments (the server alone runs in production mode).
  env: {
    CALLOUT_STARTUP_TIMING: '1',
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DEMO_MODE: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

/** Asks for `/` until it is served, then says how long `npm start` took to get there. */
async function reportFirstPage() {
  while (server.exitCode === null) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      if (answer.ok) {
        step('server started and / served');
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`\nnpm start, step by step:\n${steps.join('\n')}`);
        console.log(`\n/ served ${seconds} s after npm start (http://localhost:${port}/)`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
void reportFirstPage();
