import { describe, expect, it } from 'vitest';
import { remToPx } from './inline-css';

describe('remToPx', () => {
  it('turns rem lengths into pixels, wherever they are in a value', () => {
    expect(
      remToPx(
        '.a{padding:.25rem 1.5rem;margin:-0.5rem}.b{border-radius:calc(var(--puente-radius,.625rem) * 1.6)}@media (min-width:48rem){.c{gap:2rem}}',
      ),
    ).toBe(
      '.a{padding:4px 24px;margin:-8px}.b{border-radius:calc(var(--puente-radius,10px) * 1.6)}@media (min-width:768px){.c{gap:32px}}',
    );
  });

  it('leaves class names, custom property names and other units alone', () => {
    const css = '.x1rem{--y2rem:1em;width:50%;height:3vh}._1rem_a{line-height:1.5}';
    expect(remToPx(css)).toBe(css);
  });
});
