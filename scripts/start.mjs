// `npm start`: install, build every module, and serve the marketplace with demo data on http://localhost:8080.
import { spawn } from 'node:child_process';
import { buildAll } from './build.mjs';
import { install, root } from './pnpm.mjs';

install();
buildAll();

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: `${root}packages/server`,
  stdio: 'inherit',
  // Demo mode: demo data, the mail outbox and sandbox payments (the server alone runs in production mode).
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', DEMO_MODE: 'true' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
