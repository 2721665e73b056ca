// Debian's Chromium driven by the puppeteer-core that Lighthouse itself depends on (and was tested with), so
// the audits and the session set-up share one browser connection.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireFromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const puppeteer = requireFromLighthouse('puppeteer-core');

export function openBrowser() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true, // --headless=new
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    defaultViewport: null, // Lighthouse emulates the phone screen itself
  });
}
