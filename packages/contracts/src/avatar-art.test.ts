import { describe, expect, it } from 'vitest';
import {
  avatarDataUri,
  avatarDesign,
  avatarPalette,
  avatarPatternOpacity,
  avatarSvg,
  contrastRatio,
  initialsOf,
  overWhite,
} from './avatar-art';

describe('generated avatars', () => {
  it('draws the same picture for the same id, and different ones for different ids', () => {
    const id = '7f1c2d9e-4b5a-4c3d-8e2f-1a2b3c4d5e6f';
    expect(avatarSvg({ seed: id, initials: 'AL' })).toBe(avatarSvg({ seed: id, initials: 'AL' }));
    const pictures = new Set(
      Array.from({ length: 40 }, (_, index) => avatarSvg({ seed: `provider-${index}` })),
    );
    expect(pictures.size).toBeGreaterThan(35);
  });

  it('is more than a flat disc: a gradient of two colours and a pattern of at least one shape', () => {
    for (let index = 0; index < 200; index++) {
      const design = avatarDesign(`account-${index}`);
      expect(design.colours[0]).not.toBe(design.colours[1]);
      expect(design.cells.some(Boolean)).toBe(true);
      expect(avatarSvg({ seed: `account-${index}` })).toMatch(/<(circle|rect|path) [^>]*\/>.*<\/g><\/g>/);
    }
  });

  it('keeps white initials at 4.5:1 or more on every colour, under the pattern too', () => {
    for (const colour of avatarPalette) {
      expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', overWhite(colour, avatarPatternOpacity))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('escapes the initials and works as an img address', () => {
    expect(avatarSvg({ seed: 'x', initials: '<&' })).toContain('&#60;&#38;');
    expect(avatarDataUri({ seed: 'x' })).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });

  it('takes the first and last initials of a name', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  jean  paul  sartre ')).toBe('JS');
    expect(initialsOf('Zoë')).toBe('Z');
    expect(initialsOf('')).toBe('');
  });
});
