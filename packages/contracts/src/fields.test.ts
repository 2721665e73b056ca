import { describe, expect, it, vi } from 'vitest';
import { currencySymbol } from './constants';
import {
  base64DecodedBytes,
  bookingWindow,
  dateOutsideWindowMessage,
  dateRequiredMessage,
  idSchema,
  imageDataUrlMessage,
  imageDataUrlSchema,
  invalidIdMessage,
  latitudeSchema,
  scheduledDateSchema,
  searchSchema,
} from './fields';
import { addDays, londonToday } from './london-time';
import { imageTooLargeMessage, maxImageBytes } from './validation';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const daysFromToday = (days: number) => addDays(londonToday(), days);

describe('ids', () => {
  it.each(['42', 'ORD-1029', '3f2b8c1e-9a4d-4c1b-8f7e-2a6d5b9c0e11'])('accepts %s', (id) => {
    expect(idSchema.parse(` ${id} `)).toBe(id);
  });
  it.each(['', '../etc/passwd', '<script>', 'a b', 'x'.repeat(65)])('refuses %j', (id) => {
    expect(messagesOf(idSchema.safeParse(id))).toContain(invalidIdMessage);
  });
});

describe('form numbers', () => {
  it('parses a decimal string from a form and keeps a number from the client', () => {
    expect(latitudeSchema.parse('51.5072')).toBe(51.5072);
    expect(latitudeSchema.parse(-0.5)).toBe(-0.5);
  });
  it.each(['', 'abc', '0x10', '91', '1e3'])('refuses %j', (value) => {
    expect(latitudeSchema.safeParse(value).success).toBe(false);
  });
});

describe('search text', () => {
  it('defaults to everything and refuses oversized text', () => {
    expect(searchSchema.parse(undefined)).toBe('');
    expect(searchSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('booking dates', () => {
  it('offers today to 60 days ahead to the picker', () => {
    const window = bookingWindow('2025-07-11');
    expect(window).toEqual({ min: '2025-07-11', max: '2025-09-09' });
  });
  it('starts the window on the day it is in London, in any zone', () => {
    vi.useFakeTimers({ now: new Date('2026-10-24T23:30:00Z'), toFake: ['Date'] });
    vi.stubEnv('TZ', 'America/New_York'); // still the 24th there, already the 25th in London
    try {
      expect(bookingWindow()).toEqual({ min: '2026-10-25', max: '2026-12-24' });
      expect(scheduledDateSchema.safeParse('2026-10-24').success).toBe(false);
      expect(scheduledDateSchema.safeParse('2026-10-25').success).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      vi.useRealTimers();
    }
  });
  it.each([0, 30, 60])('accepts today + %i days', (days) => {
    expect(scheduledDateSchema.safeParse(daysFromToday(days)).success).toBe(true);
  });
  it('refuses a missing or malformed date with the spec message', () => {
    expect(messagesOf(scheduledDateSchema.safeParse(''))).toEqual([dateRequiredMessage]);
    expect(messagesOf(scheduledDateSchema.safeParse(undefined))).toEqual([dateRequiredMessage]);
    expect(messagesOf(scheduledDateSchema.safeParse('11/07/2025'))).toEqual([dateRequiredMessage]);
  });
  it.each([-5, -1, 61, 65])('refuses today + %i days', (days) => {
    expect(messagesOf(scheduledDateSchema.safeParse(daysFromToday(days)))).toEqual([
      dateOutsideWindowMessage,
    ]);
  });
});

describe('chat image data URLs', () => {
  const pixel =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  it('accepts a small PNG', () => {
    expect(imageDataUrlSchema.safeParse(`data:image/png;base64,${pixel}`).success).toBe(true);
  });
  it('refuses anything but an image', () => {
    expect(messagesOf(imageDataUrlSchema.safeParse('data:text/html;base64,PGI+'))).toEqual([
      imageDataUrlMessage,
    ]);
    expect(messagesOf(imageDataUrlSchema.safeParse(pixel))).toEqual([imageDataUrlMessage]);
  });
  it('refuses more than 2 MB decoded', () => {
    const tooBig = 'A'.repeat(Math.ceil(((maxImageBytes + 3) * 4) / 3));
    expect(base64DecodedBytes(tooBig)).toBeGreaterThan(maxImageBytes);
    expect(messagesOf(imageDataUrlSchema.safeParse(`data:image/jpeg;base64,${tooBig}`))).toContain(
      imageTooLargeMessage,
    );
  });
});

describe('currency symbols', () => {
  it.each([
    ['usd', '$'],
    ['GBP', '£'],
    ['ngn', '₦'],
    ['eur', '£'],
    [null, '£'],
  ])('%s shows %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});
