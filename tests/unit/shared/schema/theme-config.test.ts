import { describe, expect, it } from 'vitest';
import { CONTRAST_AA_LARGE, CONTRAST_AA_TEXT, contrastWithWhite } from '../../../../src/shared/schema/theme-config';

describe('contrast of white text on a theme colour', () => {
  it('is 1 on white and 21 on black', () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
  });

  it('puts the default #008cff between large-text and body-text AA, and a dark red above body-text AA', () => {
    const blue = contrastWithWhite('#008cff');
    expect(blue).toBeGreaterThan(CONTRAST_AA_LARGE);
    expect(blue).toBeLessThan(CONTRAST_AA_TEXT);
    expect(contrastWithWhite('#c8161d')).toBeGreaterThan(CONTRAST_AA_TEXT);
    expect(contrastWithWhite('#FFEE58')).toBeLessThan(CONTRAST_AA_LARGE);
  });

  it('is NaN for anything but #RRGGBB', () => {
    expect(contrastWithWhite('red')).toBeNaN();
    expect(contrastWithWhite('#fff')).toBeNaN();
  });
});
