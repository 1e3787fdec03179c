/** Starts the app in the browser: hydrates a page the server rendered, or renders one it did not (the admin). */
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { markServerRendered } from './lib/router-ssr';
import { readServerState } from './lib/server-state';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';

const root = document.getElementById('root');
const router = createAppRouter({ queryClient, siteUrl: window.location.origin });
const serverState = readServerState();

if (root && serverState) {
  // A public page the server rendered: the same data and the same route chunks before the first render,
  // so React adopts the server's HTML instead of replacing it.
  hydrate(queryClient, serverState);
  markServerRendered(router);
  await router.load();
  // As a transition, hydration yields to the browser between components instead of holding the main
  // thread until the whole page is adopted: taps and scrolling stay responsive on a slow phone.
  startTransition(() => {
    hydrateRoot(root, <App router={router} queryClient={queryClient} />);
  });
} else if (root) {
  createRoot(root).render(<App router={router} queryClient={queryClient} />);
}
