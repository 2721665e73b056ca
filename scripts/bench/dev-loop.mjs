// `pnpm bench:dev-loop`: how long an edit takes to show in the open browser under `pnpm dev`, for a
// component of the shell and one of a module (both replaced by hot module replacement; with
// --built-modules the module is rebuilt by `vite build --watch` and the page reloaded). Starts `pnpm dev` on
// its own ports and folder, opens the page in Chromium, saves an edit to the component, and times from the
// save until the edited text is on screen; each edit is undone.
//
//   --runs N           edits per component (3); the median and the slowest are printed
//   --built-modules    `pnpm dev --built-modules`
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
const port = Number(process.env.PORT ?? 5473);
const base = `http://localhost:${port}`;
const builtModules = process.argv.includes('--built-modules');
const devDir = mkdtempSync(join(tmpdir(), 'callout-dev-bench-'));

/** The components edited: a file, the text an edit goes after, and the page it shows on. */
const targets = [
  {
    name: 'shell (home page, HMR)',
    file: join(root, 'shell/src/features/public/components/home-page.tsx'),
    after: '<section className="hero">',
    anchor: '.hero',
    path: '/',
  },
  {
    name: `module (mf-booking dashboard, ${builtModules ? 'rebuild + reload' : 'HMR'})`,
    file: join(root, 'mf-booking/src/features/dashboard/components/dashboard-page.tsx'),
    after: '<div className="bk-dashboard">',
    anchor: '.bk-dashboard',
    path: '/dashboard',
    signIn: {
      endpoint: '/api/login',
      email: 'customer@example.com',
      password: 'Customer#2025',
      type: 'user',
    },
  },
];

const dev = spawn(
  process.execPath,
  [join(root, 'scripts/dev.mjs'), ...(builtModules ? ['--built-modules'] : [])],
  {
    cwd: root,
    env: { ...process.env, PORT: String(port), CALLOUT_DEV_DIR: devDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const ready = new Promise((resolve, reject) => {
  dev.stdout.on('data', (data) => {
    if (String(data).includes('pnpm dev is ready')) resolve();
  });
  dev.on('exit', (code) => reject(new Error(`pnpm dev stopped (exit code ${code})`)));
});

const originals = new Map();
function restore() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await ready;
  const results = [];
  for (const target of targets) {
    const page = await browser.newPage();
    if (target.signIn) {
      const { endpoint, email, password, type } = target.signIn;
      const answer = await page.request.post(`${base}${endpoint}`, { form: { email, password } });
      const token = (await answer.json()).data?.Token;
      if (!token) throw new Error(`Could not sign in as ${email}`);
      await page.addInitScript(
        ([t, r]) => {
          localStorage.setItem('serve', t);
          localStorage.setItem('accountType', r);
        },
        [token, type],
      );
    }
    await page.goto(`${base}${target.path}`);
    await page.locator(target.anchor).waitFor({ timeout: 60_000 });
    const original = readFileSync(target.file, 'utf8');
    originals.set(target.file, original);
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const marker = `dev-loop-${Date.now()}-${run}`;
      const edited = original.replace(target.after, `${target.after}<p data-dev-loop="">{'${marker}'}</p>`);
      const saved = performance.now();
      writeFileSync(target.file, edited);
      await page.waitForFunction(
        (text) => document.querySelector('[data-dev-loop]')?.textContent === text,
        marker,
        { timeout: 60_000, polling: 25 },
      );
      times.push(performance.now() - saved);
      writeFileSync(target.file, original);
      await page.waitForFunction(() => !document.querySelector('[data-dev-loop]'), null, {
        timeout: 60_000,
        polling: 25,
      });
    }
    restore();
    await page.close();
    results.push({ name: target.name, times });
  }
  console.log('\nEdit to screen under pnpm dev:');
  for (const { name, times } of results) {
    const each = times.map((time) => time.toFixed(0)).join(', ');
    console.log(
      `  ${name.padEnd(48)} median ${median(times).toFixed(0).padStart(5)} ms, slowest ${Math.max(...times)
        .toFixed(0)
        .padStart(5)} ms  (${each})`,
    );
  }
} finally {
  restore();
  await browser.close();
  dev.kill('SIGTERM');
  await new Promise((resolve) => dev.once('exit', resolve));
  rmSync(devDir, { recursive: true, force: true });
}
