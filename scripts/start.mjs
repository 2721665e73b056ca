// `npm start`: install, build every module, and serve the marketplace with demo data on http://localhost:8080.
import { spawn } from 'node:child_process';
import { buildAll } from './build.mjs';
import { install, root } from './pnpm.mjs';

install();
buildAll();

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: `${root}packages/server`,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
