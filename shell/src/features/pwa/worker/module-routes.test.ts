import { describe, expect, it } from 'vitest';
import { filesListedIn } from './module-routes';

const page = (list: string) =>
  `<html><head><script id="callout-after-paint" type="application/json">${list}</script></head><body></body></html>`;

describe('the files a rendered page lists for its app', () => {
  it('are read from the list the server writes for after the paint', () => {
    const listed = ['/assets/main-Ab12Cd34.js', '/remotes/mf-support/assets/remoteEntry.js?v=3'];
    expect(filesListedIn(page(JSON.stringify(listed)))).toEqual(listed);
  });

  it('are none for a page without the list, or with a broken one', () => {
    expect(filesListedIn('<html><body><div id="root"></div></body></html>')).toEqual([]);
    expect(filesListedIn(page('[not json'))).toEqual([]);
    expect(filesListedIn(page('{"a":1}'))).toEqual([]);
    expect(filesListedIn(page('["/assets/a-Ab12Cd34.js", 7]'))).toEqual(['/assets/a-Ab12Cd34.js']);
  });
});
