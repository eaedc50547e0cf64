import { isLocale } from '@puente/core';
import { LOCALE_STORAGE_KEY } from '@puente/host';
import { PuenteProvider } from '@puente/ui/providers';
import { darkTheme, lightTheme, vars } from '@puente/ui/theme';
import { withThemeByClassName } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Fragment } from 'react';
import { configure, expect, waitFor } from 'storybook/test';
import { storyHandlers } from '../support/api-handlers';
import {
  catalogFiles,
  englishShown,
  hasElement,
  unstyledElements,
  watchStoryRequests,
} from '../support/story-checks';

// The canvas is the site's page: the theme's background (a dark story is not light text on
// white) and its type, for widgets that take both from the page rather than their own root.
Object.assign(document.body.style, {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

const preview: Preview = {
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Language of the screen',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en-GB', title: 'English (en-GB)' },
          { value: 'es-MX', title: 'Español (es-MX)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-GB' },
  decorators: [
    // A widget's provider, in the toolbar's language, with the story's `parameters`: `assistant`
    // (the canned one without), `delays` (the SPEC's without) and `now`, the time it reads.
    // Host screens bring the site's own providers (`puenteProvider: false`): a second
    // PuenteProvider would mount a second toast region.
    (Story, { id, globals, parameters }) =>
      parameters.puenteProvider === false ? (
        <Story />
      ) : (
        <PuenteProvider
          key={id}
          locale={globals.locale}
          assistant={parameters.assistant}
          delays={parameters.delays}
          clock={parameters.now ? () => new Date(parameters.now) : undefined}
        >
          <Story />
        </PuenteProvider>
      ),
    // Every story in the toolbar's language: the site reads its saved choice, elements their
    // page's `lang`, widgets the provider above; a change remounts the story in the new language.
    (Story, context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en-GB';
      document.documentElement.lang = locale;
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      return (
        <Fragment key={locale}>
          <Story />
        </Fragment>
      );
    },
    withThemeByClassName({
      themes: { light: lightTheme, dark: darkTheme },
      defaultTheme: 'light',
      parentSelector: 'html',
    }),
  ],
  beforeEach({ msw, globals }) {
    // Plays wait for what a user waits for (a dialog closing, a lazy part arriving) up to 5 s,
    // not Testing Library's 1 s: a busy CI machine is slower, and nothing a user sees is that
    // slow. They act on SPEC's English labels, so in another language they can only fail:
    // there they give up after the usual second.
    configure({ asyncUtilTimeout: globals.locale === 'en-GB' ? 5000 : 1000 });
    msw.use(...storyHandlers, catalogFiles);
    return watchStoryRequests(msw.events);
  },
  // After the play (and axe): every custom element styled, and in Spanish no English message
  // that has a translation (there the play is `storyDrawn`: the mock API's answers are drawn).
  async afterEach({ globals, title }) {
    if (title.startsWith('Elements/')) await waitFor(() => expect(hasElement()).toBe(true));
    await waitFor(() => expect(unstyledElements(), 'unstyled elements').toEqual([]));
    if (globals.locale === 'es-MX') {
      expect(await englishShown(), 'English shown').toEqual([]);
    }
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        small: { name: 'Small phone (320)', styles: { width: '320px', height: '640px' } },
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' } },
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
};

export default preview;
