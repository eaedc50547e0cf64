import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createHostRouter } from './app/router';

const router = createHostRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition, so React renders the first screen in slices and the browser
// stays responsive (the brand bar is already on screen; input is not lost).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider assistantFromServer>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
