/**
 * Route options of the admin list and edit routes, made from the kind's declaration. Each route file
 * passes its kind. The declarations (with every admin sentence), the screen and the kind's form load as
 * the route's own chunks, so the bundle every visitor loads carries none of them.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import type { RouterContext } from '@client/lib/queries';
import { AdminLoadError, AdminSpinner } from '../ui/spinner';
import { validateListSearch } from './list-search';
import type { AdminScreen } from './admin-kind';

function declarationOf(screen: AdminScreen) {
  return import('./kinds/admin-kinds').then(({ ADMIN_KINDS }) => ADMIN_KINDS[screen]);
}

/** The route's load failure, worded by the kind's declaration. */
function loadError(screen: AdminScreen, text: 'loadFailed' | 'editLoadFailed') {
  return lazyRouteComponent(async () => {
    const kind = await declarationOf(screen);
    return { default: () => <AdminLoadError text={kind[text]} /> };
  });
}

export function adminListRoute(screen: AdminScreen) {
  return {
    validateSearch: validateListSearch,
    loader: async ({ context }: { context: RouterContext }) => (await declarationOf(screen)).loadList(context),
    pendingMs: 0,
    pendingMinMs: DELAY.listSpinner,
    pendingComponent: AdminSpinner,
    errorComponent: loadError(screen, 'loadFailed'),
    component: lazyRouteComponent(async () => (await declarationOf(screen)).listPage()),
  };
}

export function adminEditRoute(screen: AdminScreen) {
  return {
    loader: async ({ context, params }: { context: RouterContext; params: { id: string } }) =>
      (await declarationOf(screen)).loadOne(context, Number(params.id)),
    pendingMs: 0,
    pendingMinMs: DELAY.editSpinner,
    pendingComponent: AdminSpinner,
    errorComponent: loadError(screen, 'editLoadFailed'),
    component: lazyRouteComponent(async () => (await declarationOf(screen)).editPage()),
  };
}
