// `pnpm test:contract`: the OpenAPI document checked from outside. Stoplight Prism's validating proxy sits in
// front of the demo-mode app (fresh database); every operation is called with valid input and with invalid
// input (packages/server-testing/src/quality/contract-run.ts). Exits 1 on any violation of the document, by a
// request or by an answer.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

const output = await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/quality/contract-run.ts'], {
    cwd: join(repoRoot, 'packages/server-testing'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  child.stdout.on('data', (chunk) => {
    text += chunk;
  });
  child.once('error', reject);
  child.once('close', (code) =>
    code === 0 ? resolve(text) : reject(new Error(`the contract run exited with ${code}`)),
  );
});
const report = JSON.parse(output.trim().split('\n').at(-1));
console.log(`operations tested: ${report.operations} (${report.invalidTested} also with invalid input)`);
console.log(`requests sent:     ${report.requests}`);
console.log(`violations:        ${report.violations}`);
for (const finding of report.findings) console.log(`  ✗ ${finding}`);
process.exit(report.violations === 0 ? 0 : 1);
