import { formatPictureLink } from '@callout/contracts/picture-link';
import { describe, expect, it } from 'vitest';
import { pictureSize, pictureSources } from './picture';

describe('a picture’s sources', () => {
  it('lists the smaller copies and the picture with their widths', () => {
    const link = formatPictureLink('/api/images/abc', { width: 1000, height: 600 }, [320, 160, 640]);
    expect(link).toBe('/api/images/abc#1000x600;160,320,640');
    expect(pictureSources(link, '96px')).toEqual({
      src: '/api/images/abc',
      srcSet:
        '/api/images/abc?w=160 160w, /api/images/abc?w=320 320w, /api/images/abc?w=640 640w, /api/images/abc 1000w',
      sizes: '96px',
    });
  });

  it('leaves any other link as it is', () => {
    expect(pictureSources('/api/images/seed-plumbing', '96px')).toEqual({ src: '/api/images/seed-plumbing' });
    expect(pictureSources('/api/images/abc#200x100', '96px')).toEqual({ src: '/api/images/abc' });
    expect(pictureSources('https://example.org/x.png#10x10;5', '96px')).toEqual({
      src: 'https://example.org/x.png#10x10;5',
    });
  });
});

describe('a picture’s size', () => {
  it('is of the shape its link carries, at the width it is shown', () => {
    const link = formatPictureLink('/api/images/abc', { width: 1000, height: 600 }, [160]);
    expect(pictureSize(link, 96)).toEqual({ width: 96, height: 58 });
    expect(pictureSize('/api/images/abc#300x400', 56)).toEqual({ width: 56, height: 75 });
  });

  it('is of the catalogue’s usual 16:10 when the link does not say', () => {
    expect(pictureSize('/api/images/seed2-category-plumbing', 96)).toEqual({ width: 96, height: 60 });
    expect(pictureSize('/api/images/abc#0x0', 56)).toEqual({ width: 56, height: 35 });
    expect(pictureSize('https://example.org/x.png', 64)).toEqual({ width: 64, height: 40 });
  });
});
