// Moving through a page with the keyboard alone, checking at every stop that focus can be seen and that
// Tab does not get stuck.
import { expect, type Locator, type Page } from '@playwright/test';

interface FocusStop {
  /** The same number for the same element, across calls. */
  key: number;
  /** A short description of the focused element, for failure messages. */
  what: string;
  /** Whether it (or the label that draws its ring) shows an outline or box-shadow of 3:1 against its background. */
  visible: boolean;
  /** Focus sits on the page itself rather than on an element. */
  onBody: boolean;
  /** Tab stops inside the element: a date field moves through day, month and year before leaving. */
  stops: number;
}

/** Where focus is now, and whether a sighted keyboard user can see it. */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return { key: 0, what: 'body', visible: false, onBody: true, stops: 1 };
    }
    const store = window as unknown as { __focusKeys?: WeakMap<Element, number> };
    if (!store.__focusKeys) store.__focusKeys = new WeakMap();
    const keys = store.__focusKeys;
    if (!keys.has(element)) keys.set(element, Math.random());
    // Date and time fields: one stop per segment, then the picker button of Chromium's own shadow tree.
    const segments: Record<string, number> = { date: 4, time: 4, 'datetime-local': 7, month: 3, week: 3 };
    const picker =
      element instanceof HTMLInputElement && element.type in segments && !element.matches(':focus');
    // WCAG 2.4.7 with 1.4.11's 3:1: an outline or box-shadow whose colour stands out from what is behind it.
    const rgba = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: colour.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const behind = (node: Element) => {
      for (let at = node.parentElement; at; at = at.parentElement) {
        const colour = rgba(getComputedStyle(at).backgroundColor);
        if (colour.a > 0.5) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const contrast = (ringColour: string, node: Element) => {
      const back = behind(node);
      const front = rgba(ringColour);
      const mixed = {
        r: front.r * front.a + back.r * (1 - front.a),
        g: front.g * front.a + back.g * (1 - front.a),
        b: front.b * front.a + back.b * (1 - front.a),
      };
      const [light, dark] = [luminance(mixed), luminance(back)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    // An invisible control (opacity 0, covering its label) draws an invisible ring.
    const shown = (node: Element) => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (Number(style.opacity) === 0 || style.visibility === 'hidden') return false;
      }
      return true;
    };
    const ring = (node: Element) => {
      if (!shown(node)) return false;
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
        return contrast(style.outlineColor, node) >= 3;
      }
      const shadow = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0];
      return shadow !== undefined && contrast(shadow, node) >= 3;
    };
    // A control whose own box is hidden (a visually hidden radio) shows focus on its label instead.
    const candidates = [element, element.closest('label')].filter((node): node is Element => node !== null);
    const labelled = 'labels' in element ? (element as HTMLInputElement).labels?.[0]?.textContent : null;
    const label =
      element.getAttribute('aria-label') ??
      labelled ??
      (element as HTMLElement).innerText?.trim().slice(0, 40) ??
      '';
    const type = element.getAttribute('type');
    return {
      key: keys.get(element) ?? 0,
      what: `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}> ${label}`,
      // The picker button draws the browser's own focus ring, which computed styles of the page cannot see.
      visible: picker || candidates.some(ring),
      onBody: false,
      stops: element instanceof HTMLInputElement ? (segments[element.type] ?? 1) : 1,
    };
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Fails (softly, so the journey goes on) when the focused element shows no outline or box-shadow. */
export async function expectVisibleFocus(page: Page) {
  const stop = await focusStop(page);
  expect
    .soft(stop.visible, `focus on ${stop.what} has no outline or box-shadow of 3:1 against its background`)
    .toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; checks every stop on the way
 * for a visible focus ring and fails when Tab leaves focus where it was (a keyboard trap).
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  let previous: FocusStop | null = null;
  let stuck = 0;
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    if (presses === max) break;
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (!stop.onBody) {
      expect
        .soft(
          stop.visible,
          `focus on ${stop.what} has no outline or box-shadow of 3:1 against its background`,
        )
        .toBe(true);
    }
    stuck = previous && !stop.onBody && stop.key === previous.key ? stuck + 1 : 0;
    if (stuck >= stop.stops) throw new Error(`keyboard trap: ${key} keeps focus on ${stop.what}`);
    previous = stop;
  }
  throw new Error(`${key} pressed ${max} times without reaching ${target}`);
}

/**
 * On a freshly loaded page (focus on the page itself), tabs from the top past its last control and
 * Shift+Tabs all the way back: every stop must show its focus, nothing may hold focus or send it round a
 * smaller loop, and the way back must pass the same stops.
 */
export async function tabThroughPage(page: Page, { max = 150 } = {}) {
  // Past the last control Tab leaves the page or wraps round to the first one (and Shift+Tab likewise):
  // a walk ends on the page itself or back where it started.
  const walk = async (key: 'Tab' | 'Shift+Tab') => {
    const seen: FocusStop[] = [];
    for (let presses = 0; presses < max; presses += 1) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      if (stop.onBody || stop.key === seen[0]?.key) return seen;
      expect
        .soft(
          stop.visible,
          `focus on ${stop.what} has no outline or box-shadow of 3:1 against its background`,
        )
        .toBe(true);
      if (seen.at(-1)?.key === stop.key) continue; // the next segment of a date field
      if (seen.some((earlier) => earlier.key === stop.key)) {
        const path = seen.map((earlier) => earlier.what).join(' → ');
        throw new Error(`${key} came back to ${stop.what}: focus goes round in a loop (${path})`);
      }
      seen.push(stop);
    }
    throw new Error(`${key} pressed ${max} times without leaving the page: a keyboard trap`);
  };
  const forwards = await walk('Tab');
  let backwards = await walk('Shift+Tab');
  // Started on the first control, Shift+Tab may first leave the page; the next press comes back at the end.
  if (backwards.length === 0) backwards = await walk('Shift+Tab');
  const keys = (stops: FocusStop[]) => stops.map((stop) => stop.key).sort();
  expect(keys(backwards), 'Shift+Tab passes the stops Tab passed').toEqual(keys(forwards));
  return forwards.map((stop) => stop.what);
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it, as a person would. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * The order a date field of this browser takes day, month and year in: it follows the browser's own
 * language, which the page's locale does not change. Found once by typing into a field on a blank page.
 */
export async function dateFieldOrder(page: Page): Promise<'DMY' | 'MDY' | 'YMD'> {
  const probe = await page.context().newPage();
  try {
    await probe.setContent('<input type="date" aria-label="probe">');
    await probe.keyboard.press('Tab');
    await probe.keyboard.type('01022003');
    const value = await probe.getByLabel('probe').inputValue();
    if (value === '2003-02-01') return 'DMY';
    if (value === '2003-01-02') return 'MDY';
    return 'YMD';
  } finally {
    await probe.close();
  }
}

/** Types an ISO date into the focused date field, segment by segment in the browser's order. */
export async function typeDate(page: Page, iso: string, order: 'DMY' | 'MDY' | 'YMD') {
  const [year = '', month = '', day = ''] = iso.split('-');
  const parts = { D: day, M: month, Y: year };
  for (const segment of order) await page.keyboard.type(parts[segment as 'D' | 'M' | 'Y']);
}
