import { media, vars } from '@puente/ui/theme';
import { fallbackVar, globalStyle } from '@vanilla-extract/css';

// index.html draws the same bar before any script has run, so these are global
// styles on data attributes; until the theme is applied, the fallbacks are its
// light values.
const bar = '[data-site-loading-bar]';

globalStyle('[data-site-loading]', {
  fontFamily: fallbackVar(
    vars.font.family,
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  ),
  color: fallbackVar(vars.color.text, '#0f1d2b'),
  lineHeight: 1.5,
});

globalStyle(bar, {
  background: fallbackVar(vars.color.surface, '#ffffff'),
  borderBottom: `1px solid ${fallbackVar(vars.color.border, '#c9d4de')}`,
});

globalStyle(`${bar} > *`, {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '72rem',
  minHeight: '4rem',
  marginInline: 'auto',
  paddingInline: '1rem',
  '@media': { [media.wide]: { paddingInline: '1.5rem' } },
});

// Where the header's brand text sits, after its 26 px mark and the gap.
globalStyle('[data-site-loading-brand]', {
  paddingInlineStart: 'calc(26px + 0.5rem)',
  fontSize: '1.125rem',
  fontWeight: 650,
});
