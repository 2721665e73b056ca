// Every colour pair the components draw meets WCAG AA in both themes. The figures are read from
// packages/ui/src/tokens.css itself, so a changed colour that falls short fails here before axe sees a page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Beside the scripts (not in packages/ui) because it reads a file with Node, which the ui package has no
// types for.
const css = readFileSync(new URL('../packages/ui/src/tokens.css', import.meta.url), 'utf8');

/** The hex colours declared in the first block that `selector` opens. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--c-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [name, value]),
  );
}

const light = block(':root,\n[data-theme="light"]');
const dark = { ...light, ...block('[data-theme="dark"] {') };

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** [foreground, background, least ratio]: text 4.5:1, control edges and focus rings 3:1 (1.4.3, 1.4.11). */
const pairs: [string, string, number][] = [
  ['text', 'surface', 4.5],
  ['text', 'surface-alt', 4.5],
  ['text-muted', 'surface', 4.5],
  ['text-muted', 'surface-alt', 4.5],
  ['brand', 'surface', 4.5],
  ['brand', 'surface-alt', 4.5],
  ['brand', 'brand-soft', 4.5],
  ['brand-strong', 'brand-soft', 4.5],
  ['text', 'brand-soft', 4.5],
  ['on-brand', 'brand', 4.5],
  ['on-brand', 'brand-strong', 4.5],
  ['on-accent', 'accent', 4.5],
  ['on-accent', 'accent-hover', 4.5],
  ['accent-strong', 'surface', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-soft', 4.5],
  ['text', 'danger-soft', 4.5],
  ['text', 'info-soft', 4.5],
  ['warning-text', 'warning-soft', 4.5],
  ['on-ribbon', 'ribbon', 4.5],
  ['on-footer', 'footer', 4.5],
  ['on-footer-strong', 'footer', 4.5],
  ['control-border', 'surface', 3],
  ['focus', 'surface', 3],
  ['accent', 'footer', 3],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_, colours) => {
  it.each(pairs)('draws --c-%s on --c-%s at %s:1 or more', (foreground, background, least) => {
    const fg = colours[foreground];
    const bg = colours[background];
    expect(fg, `--c-${foreground}`).toMatch(/^#/);
    expect(bg, `--c-${background}`).toMatch(/^#/);
    expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(least);
  });
});

it('gives the dark theme the same colours whether the device or Settings asks for it', () => {
  const fromDevice = block(':root:not([data-theme="light"]) {');
  expect(fromDevice).toEqual(block('[data-theme="dark"] {'));
  expect(Object.keys(fromDevice).length).toBeGreaterThan(15);
});
