/**
 * Route options of the admin list and edit routes, made from the kind's declaration. Each route file
 * passes its kind; the screen and the kind's form load as the route's own chunk (lazyRouteComponent).
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import type { RouterContext } from '../../../lib/queries';
import { AdminLoadError, AdminSpinner } from '../ui/spinner';
import { validateTabSearch } from '../ui/tabs';
import type { AdminScreen } from './admin-kind';
import { ADMIN_KINDS } from './kinds/admin-kinds';

export function adminListRoute(screen: AdminScreen) {
  const kind = ADMIN_KINDS[screen];
  return {
    validateSearch: validateTabSearch,
    loader: ({ context }: { context: RouterContext }) => kind.loadList(context),
    pendingMs: 0,
    pendingMinMs: DELAY.listSpinner,
    pendingComponent: AdminSpinner,
    errorComponent: () => <AdminLoadError text={kind.loadFailed} />,
    component: lazyRouteComponent(kind.listPage),
  };
}

export function adminEditRoute(screen: AdminScreen) {
  const kind = ADMIN_KINDS[screen];
  return {
    loader: ({ context, params }: { context: RouterContext; params: { id: string } }) => kind.loadOne(context, Number(params.id)),
    pendingMs: 0,
    pendingMinMs: DELAY.editSpinner,
    pendingComponent: AdminSpinner,
    errorComponent: () => <AdminLoadError text={kind.editLoadFailed} />,
    component: lazyRouteComponent(kind.editPage),
  };
}
