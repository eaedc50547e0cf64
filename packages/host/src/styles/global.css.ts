import { focusRing } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html', { colorScheme: 'light' });
globalStyle('html.dark', { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
});

/** The site's root element: the widgets' typography, full height for the sticky footer. */
export const app = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

// Zero specificity, so every component's own link and focus styles win.
globalStyle(`:where(${app} a)`, { color: vars.color.primary });
globalStyle(`:where(${app} a, ${app} button, ${app} [tabindex]):focus-visible`, focusRing);
