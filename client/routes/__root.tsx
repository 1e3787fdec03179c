import { ClientOnly, createRootRouteWithContext, Navigate, Outlet, useLocation, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DELAY } from '@shared/constants';
import { messages } from '@shared/messages/public';
import { DocumentTitle } from '../components/layout/document-title';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { SecondBar } from '../components/layout/second-bar';
import { SiteFooter } from '../components/layout/site-footer';
import { TopBarIsland } from '../components/layout/top-bar';
import type { RouterContext } from '../lib/queries';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Unknown paths go to /not-found (SPEC.md §8); the server already redirects on a full page load.
  notFoundComponent: () => <Navigate to="/not-found" replace />,
});

// Toasts come from the admin panel's actions (and the login's): their code loads there, never on a public page.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function showsToasts(pathname: string): boolean {
  return isAdminPath(pathname) || pathname === '/login';
}

/**
 * The path of the screen the router renders. While the next screen's code loads, the location is already
 * the next one but the screen shown is not: what surrounds the page follows the screen, so a footer is
 * never drawn around a panel screen and no link moves under a finger when the screen arrives.
 */
function useRenderedPath(): string {
  return useRouterState({ select: (state) => state.matches.at(-1)?.pathname ?? state.location.pathname });
}

function Root() {
  const renderedPath = useRenderedPath();
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      {isAdminPath(renderedPath) ? <Outlet /> : <PublicChrome />}
      {showsToasts(renderedPath) && (
        <ClientOnly>
          <Suspense>
            <Toaster position="top-right" duration={DELAY.toast} toastOptions={{ unstyled: true }} />
          </Suspense>
        </ClientOnly>
      )}
    </>
  );
}

/** Top bar, second bar and footer around every page outside /admin (SPEC.md §2, layout). */
function PublicChrome() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.searchStr });
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a href="#konten" className="skip-link">{messages.skipToContent}</a>
      <TopBarIsland pathname={pathname} search={search} />
      <SecondBar />
      <main id="konten" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
