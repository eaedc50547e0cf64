import { describe, expect, it } from 'vitest';
import { contrastRatio, themeColour } from '../testing/contrast';
import { themeValues } from '../theme/vars.css';
import { highlight } from './select.css';

describe('Select highlight', () => {
  it.each(['light', 'dark'] as const)(
    'highlights an option at 3:1 or more against the list, its text at 4.5:1 or more (%s)',
    (theme) => {
      const colour = themeValues[theme].color;
      const list = themeColour(colour.surface);
      const background = themeColour(colour[highlight.background]);
      expect(contrastRatio(background, list)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(themeColour(colour[highlight.text]), background)).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );
});
