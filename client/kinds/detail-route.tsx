/**
 * The route of every public detail page, `/<section>/<id>` (DETAIL_PAGES' paths: /attraction/3, /agenda/7,
 * /kuliner/2): the section names the kind, whose declaration loads the record and draws the page. A section
 * no kind has is an unknown page. The page and the kind's content load with the record, so the component
 * draws them at once, on the server too.
 */
import { redirect, useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { parseRecordId } from '@shared/record-id';
import { ErrorMessage } from '@client/components/feedback/error-message';
import { PageSpinner } from '@client/components/feedback/page-spinner';
import type { DetailKind, DetailRecord } from '@client/features/detail/detail-kind';
import { validateMonthSearch, type MonthSearch } from '@client/features/detail/availability/month-search';
import { photoIndex, validateDetailSearch, type DetailSearch } from '@client/features/detail/photo-search';
import type { RouterContext } from '@client/lib/queries';
import { detailKindAt } from './client-kinds';
import { loadedPages } from './loaded-pages';

interface Params {
  section: string;
  id: string;
}

const pages = loadedPages<DetailKind>((kind) => kind.page());

function kindOf(params: Params): DetailKind {
  const kind = detailKindAt(params.section);
  if (!kind) throw redirect({ to: '/not-found', replace: true });
  return kind;
}

function useKind(): DetailKind | undefined {
  return useParams({ strict: false, select: (params) => detailKindAt(params.section ?? '') });
}

export const detailRoute = {
  beforeLoad: ({ params }: { params: Params }) => void kindOf(params),
  // The calendar's month is read with the record (a lodging's or package's free days), the photo by the page.
  loaderDeps: ({ search }: { search: MonthSearch }): MonthSearch => (search.bulan ? { bulan: search.bulan } : {}),
  // A path that cannot hold an id ("abc", "1.5", "1e1") asks for id 0, which the server refuses as naming
  // no record: the page is the kind's not-found page (404), never another record's page under a second URL.
  // A record already cached, with its page loaded, is drawn without a spinner (DESIGN.md §6).
  loader: ({ context, params, deps }: { context: RouterContext; params: Params; deps: MonthSearch }) => {
    const kind = kindOf(params);
    const record = kind.load(context, parseRecordId(params.id) ?? 0, deps);
    const page = pages.load(kind);
    return record instanceof Promise || page ? Promise.all([record, page]).then(([loaded]) => loaded) : record;
  },
  // The gallery's chosen photo (`?foto=2`): the server renders it as the main image, and the head preloads
  // it; the calendar's month (`?bulan=2027-05`).
  validateSearch: (search: Record<string, unknown>): DetailSearch & MonthSearch => ({ ...validateDetailSearch(search), ...validateMonthSearch(search) }),
  head: ({ match, params, loaderData }: { match: { context: RouterContext; pathname: string; search: DetailSearch }; params: Params; loaderData?: DetailRecord }) =>
    detailKindAt(params.section)?.head(match.context, match.pathname, loaderData, photoIndex(match.search.foto, loaderData?.images.length ?? 0)) ?? {},
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: function DetailLoadError() {
    const kind = useKind();
    return kind ? <ErrorMessage text={kind.loadFailed} /> : null;
  },
  component: function DetailRoute() {
    const kind = useKind();
    const Page: ComponentType | undefined = kind && pages.get(kind);
    return Page ? <Page /> : null;
  },
};
