import { describe, expect, it } from 'vitest';
import { isHashedFileName } from './hashed-file';

describe('isHashedFileName', () => {
  it.each([
    ['/assets/index-Bx7_kd93.js', true],
    ['/assets/index.Bx7_kd93.css', true],
    ['/remotes/mf-orders/assets/__federation_shared_react-AbCd1234.js', true],
    ['/assets/font-abcdefgh.woff2', true],
    ['/assets/font-abcdefg.woff2', false],
    ['/assets/index-Bx7_kd93.json', false],
    ['/remotes.json', false],
    ['/remoteEntry.js', false],
    ['/assets/abcdefghij.js', false],
    ['/assets/x.abc.defghijk-l.png', true],
  ])('%s → %s', (path, hashed) => {
    expect(isHashedFileName(path)).toBe(hashed);
  });

  it('agrees with the pattern it replaced', () => {
    const old = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|webp)$/;
    const parts = ['a', '-', '.', '_', 'Z9', 'abcdefgh', '.js', '.css', '/', '.woff2', '.txt'];
    let seed = 7;
    for (let run = 0; run < 3000; run += 1) {
      let path = '';
      for (let n = 0; n < 6; n += 1) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        path += parts[seed % parts.length];
      }
      expect(isHashedFileName(path), path).toBe(old.test(path));
    }
  });

  it('takes linear time on a long run of dashes', () => {
    const started = performance.now();
    expect(isHashedFileName(`${'-'.repeat(200_000)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
