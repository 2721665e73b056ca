import { describe, expect, it } from 'vitest';
import { cutAtMarks, fillMarks } from './page-template';

const built =
  '<html><head><title>Callout</title><!--app-head--><script type="module" src="/a.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

describe('the page cut at its marks', () => {
  it('puts each part where its mark was, and leaves the rest as built', () => {
    const page = cutAtMarks(built);
    if (!page) throw new Error('the built page has its marks');
    const parts = { config: '<script id="c"></script>', headEnd: '<link rel="x">', root: 'R' };
    expect(fillMarks(page, { ...parts, title: 'Terms & conditions · Callout' })).toBe(
      '<html><head><title>Terms &amp; conditions · Callout</title><script id="c"></script>' +
        '<script type="module" src="/a.js"></script><link rel="x"></head><body>R</body></html>',
    );
  });

  it('keeps the brand alone as the title when the page has no name', () => {
    const page = cutAtMarks(built);
    if (!page) throw new Error('the built page has its marks');
    expect(fillMarks(page, { title: null, config: '', headEnd: '', root: '' })).toContain(
      '<head><title>Callout</title><script',
    );
  });

  it('fills a page built without the title mark, leaving its title as built', () => {
    const page = cutAtMarks(built.replace('<title>Callout</title>', '<title>Old</title>'));
    if (!page) throw new Error('the title mark is optional');
    expect(fillMarks(page, { title: 'Orders · Callout', config: '', headEnd: '', root: 'R' })).toBe(
      '<html><head><title>Old</title><script type="module" src="/a.js"></script></head><body>R</body></html>',
    );
  });

  it("writes the page's language where the built one was, and leaves a page built without it as it is", () => {
    const page = cutAtMarks(`<!doctype html><html lang="en-GB">${built.slice('<html>'.length)}`);
    if (!page) throw new Error('the language mark is optional');
    const parts = { title: null, config: '', headEnd: '', root: '' };
    expect(fillMarks(page, { ...parts, language: 'pl-PL' })).toMatch(
      /^<!doctype html><html lang="pl-PL"><head>/,
    );
    expect(fillMarks(page, parts)).toMatch(/^<!doctype html><html lang="en-GB"><head>/);
    const unmarked = cutAtMarks(built);
    if (!unmarked) throw new Error('the built page has its marks');
    expect(fillMarks(unmarked, { ...parts, language: 'pl-PL' })).toMatch(/^<html><head>/);
  });

  it('is not a page to fill when a mark is missing or there twice', () => {
    expect(cutAtMarks(built.replace('<!--app-head-->', ''))).toBeNull();
    expect(cutAtMarks(built.replace('<!--app-html-->', ''))).toBeNull();
    expect(cutAtMarks(built.replace('<title>', '<!--app-head--><title>'))).toBeNull();
    expect(cutAtMarks(built.replace('</head>', '<title>Callout</title></head>'))).toBeNull();
    expect(cutAtMarks(`<html lang="en-GB">${built}<html lang="en-GB">`)).toBeNull();
  });
});
