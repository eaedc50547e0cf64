import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// At 320 px the actions take a second line rather than the page scrolling sideways.
export const bar = style({
  ...layout.row('4'),
  flexWrap: 'wrap',
  rowGap: vars.space['2'],
  minHeight: '4rem',
  paddingBlock: vars.space['2'],
});

export const brandMark = style({ color: vars.color.primary });

export const desktopNav = style({
  display: 'none',
  '@media': { [media.wide]: { display: 'block' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  ...layout.text('sm', 'medium'),
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.surfaceMuted },
  },
});

export const actions = style({
  ...layout.row('2'),
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  marginInlineStart: 'auto',
});

export const iconButton = style([
  layout.iconButton('2.5rem'),
  {
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
]);

export const languageSwitch = style([
  iconButton,
  {
    width: 'auto',
    gap: vars.space['1'],
    paddingInline: vars.space['2'],
    ...layout.text('sm', 'medium'),
  },
]);

export const menuToggle = style([iconButton, { '@media': { [media.wide]: { display: 'none' } } }]);

export const mobileNav = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['2'],
  '@media': { [media.wide]: { display: 'none' } },
});

export const mobileNavLink = style([navLink, { display: 'flex', fontSize: vars.font.sizeMd }]);
