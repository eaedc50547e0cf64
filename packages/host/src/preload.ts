import { preloadScreen } from './app/route-modules';

// A module of its own in index.html, before main.tsx: it runs once this small
// file is in, while React and the router are still downloading.
preloadScreen(window.location.pathname);
