/**
 * The admin's record routes, `/admin/daftar/<screen>` and `/admin/edit/<screen>/<id>`: the screen names a
 * kind's admin declaration (client-kinds.ts), which loads the records and draws the list or the edit
 * form. A screen no kind has is an unknown page. The screen and the kind's form load as chunks of their
 * own, beside the records.
 */
import { redirect, useParams } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import type { AdminKind } from '@client/features/admin/records/admin-kind';
import { validateListSearch } from '@client/features/admin/records/list-search';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import type { RouterContext } from '@client/lib/queries';
import { adminKindAt } from './client-kinds';
import { loadedPages } from './loaded-pages';

interface ScreenParams {
  screen: string;
}

function kindOf(params: ScreenParams): AdminKind {
  const kind = adminKindAt(params.screen);
  if (!kind) throw redirect({ to: '/not-found', replace: true });
  return kind;
}

function useKind(): AdminKind | undefined {
  return useParams({ strict: false, select: (params) => adminKindAt(params.screen ?? '') });
}

/** The route's options for one page of every screen: the list, or one record's edit form. */
function screenRoute<P extends ScreenParams>(page: 'listPage' | 'editPage', load: (kind: AdminKind, context: RouterContext, params: P) => Promise<unknown>) {
  const pages = loadedPages<AdminKind>((kind) => kind[page]());
  return {
    beforeLoad: ({ params }: { params: P }) => void kindOf(params),
    loader: async ({ context, params }: { context: RouterContext; params: P }) => {
      const kind = kindOf(params);
      await Promise.all([load(kind, context, params), pages.load(kind)]);
    },
    pendingMs: 0,
    pendingComponent: AdminSpinner,
    errorComponent: function AdminRouteError() {
      const kind = useKind();
      return kind ? <AdminLoadError text={page === 'listPage' ? kind.loadFailed : kind.editLoadFailed} /> : null;
    },
    component: function AdminScreenRoute() {
      const kind = useKind();
      const Page = kind && pages.get(kind);
      return Page ? <Page /> : null;
    },
  };
}

export const adminListRoute = {
  ...screenRoute<ScreenParams>('listPage', (kind, context) => kind.loadList(context)),
  validateSearch: validateListSearch,
  pendingMinMs: DELAY.listSpinner,
};

export const adminEditRoute = {
  ...screenRoute<ScreenParams & { id: string }>('editPage', (kind, context, params) => kind.loadOne(context, Number(params.id))),
  pendingMinMs: DELAY.editSpinner,
};
