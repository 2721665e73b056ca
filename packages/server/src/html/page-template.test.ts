import { describe, expect, it } from 'vitest';
import { cutAtMarks, fillMarks } from './page-template';

const built =
  '<html><head><title>Callout</title><!--app-head--><script type="module" src="/a.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

describe('the page cut at its marks', () => {
  it('puts each part where its mark was, and leaves the rest as built', () => {
    const page = cutAtMarks(built);
    if (!page) throw new Error('the built page has its marks');
    expect(
      fillMarks(page, { config: '<script id="c"></script>', headEnd: '<link rel="x">', root: 'R' }),
    ).toBe(
      '<html><head><title>Callout</title><script id="c"></script><script type="module" src="/a.js"></script>' +
        '<link rel="x"></head><body>R</body></html>',
    );
  });

  it('is not a page to fill when a mark is missing or there twice', () => {
    expect(cutAtMarks(built.replace('<!--app-head-->', ''))).toBeNull();
    expect(cutAtMarks(built.replace('<!--app-html-->', ''))).toBeNull();
    expect(cutAtMarks(built.replace('<title>', '<!--app-head--><title>'))).toBeNull();
  });
});
