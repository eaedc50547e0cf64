/**
 * The widths where a layout changes (Braid's `breakpoints`). `wide` is SPEC
 * §9's one breakpoint between the mobile and the wide layout; the others only
 * widen what is already wide, or narrow a part inside a wide page.
 */
export const breakpoints = { tablet: 640, wide: 768, desktop: 1024, large: 1100 } as const;

const from = (width: number) => `screen and (min-width: ${width}px)`;

/** The media queries for `@media` in a style, one a breakpoint. */
export const media = {
  tablet: from(breakpoints.tablet),
  wide: from(breakpoints.wide),
  desktop: from(breakpoints.desktop),
  large: from(breakpoints.large),
  /** Below `wide` (the fraction keeps 767.5 px zoomed widths on one side). */
  narrow: `screen and (max-width: ${breakpoints.wide - 0.02}px)`,
} as const;
