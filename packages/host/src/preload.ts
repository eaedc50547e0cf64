import { downloadCatalogsEarly } from '@puente/core';
import { preloadScreen } from './app/route-modules';
import { initialLocale, prerenderedLocale } from './lib/initial-locale';
import { SHELL_CATALOGS } from './lib/shell-catalogs';

// A module of its own in index.html, before main.tsx: it runs once this small
// file is in, while React and the router are still downloading.
preloadScreen(window.location);
// A visit in Spanish fetches the shell's catalogs now, and each screen's as its module arrives.
downloadCatalogsEarly(prerenderedLocale() ?? initialLocale(), SHELL_CATALOGS);
