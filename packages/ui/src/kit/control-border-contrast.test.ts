import { describe, expect, it } from 'vitest';
import { contrastRatio, themeColour } from '../testing/contrast';
import { themeValues } from '../theme/vars.css';

describe('Field and checkbox borders', () => {
  it.each(['light', 'dark'] as const)(
    'stand out 3:1 or more from every surface a control sits on (%s)',
    (theme) => {
      const colour = themeValues[theme].color;
      const border = themeColour(colour.controlBorder);
      for (const surface of [colour.surface, colour.surfaceMuted, colour.background]) {
        expect(contrastRatio(border, themeColour(surface))).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
