/**
 * Route options of the public detail routes, made from the kind's declaration. Each route file passes
 * its kind; the page and the kind's content load as the route's own chunk (lazyRouteComponent).
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import { parseRecordId } from '@shared/record-id';
import { ErrorMessage } from '../../components/feedback/error-message';
import { PageSpinner } from '../../components/feedback/page-spinner';
import type { RouterContext } from '../../lib/queries';
import type { DetailRecord } from './detail-kind';
import { photoIndex, validateDetailSearch, type DetailSearch } from './photo-search';
import { DETAIL_KINDS, type DetailKindName } from './kinds/detail-kinds';

export function detailRoute(name: DetailKindName) {
  const kind = DETAIL_KINDS[name];
  return {
    // A path that cannot hold an id ("abc", "1.5", "1e1") asks for id 0, which the server refuses as naming
    // no record: the page is the kind's not-found page (404), never another record's page under a second URL.
    loader: ({ context, params }: { context: RouterContext; params: { id: string } }) => kind.load(context, parseRecordId(params.id) ?? 0),
    // The gallery's chosen photo (`?foto=2`): the server renders it as the main image, and the head preloads it.
    validateSearch: validateDetailSearch,
    head: ({ match, loaderData }: { match: { context: RouterContext; pathname: string; search: DetailSearch }; loaderData?: DetailRecord }) =>
      kind.head(match.context, match.pathname, loaderData, photoIndex(match.search.foto, loaderData?.images.length ?? 0)),
    pendingMs: 0,
    pendingComponent: PageSpinner,
    errorComponent: () => <ErrorMessage text={kind.loadFailed} />,
    component: lazyRouteComponent(kind.page),
  };
}
