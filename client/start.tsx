/** Starts the app in the browser: the admin panel and the login, rendered here (public pages hydrate as islands: main.tsx). */
import { createRoot } from 'react-dom/client';
// The panel and its login are Indonesian (docs/decisions/0016), and the app renders every route.
import '@shared/messages/page.id';
import './lib/indonesian';
import { App } from './app';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';

const root = document.getElementById('root');
const router = createAppRouter({ queryClient, siteUrl: window.location.origin });

if (root) createRoot(root).render(<App router={router} queryClient={queryClient} />);
