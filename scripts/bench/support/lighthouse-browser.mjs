// Debian's Chromium driven by the puppeteer-core that Lighthouse itself depends on (and was tested with), so
// the audits and the session set-up share one browser connection.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireFromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const puppeteer = requireFromLighthouse('puppeteer-core');

/** `locale`: the language the browser speaks (navigator.languages and Accept-Language), or its default. */
export function openBrowser(locale = null) {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true, // --headless=new
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      ...(locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : []),
    ],
    defaultViewport: null, // Lighthouse emulates the phone screen itself
  });
}
