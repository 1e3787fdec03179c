/**
 * Route options of the list pages (attractions, facilities, food): each reads the published records of
 * its kinds, and shows them as sections with a search (`?q=`), titled and described for search engines
 * and link previews, with the shown records as its JSON-LD `ItemList`.
 */
import { useSuspenseQueries, type QueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { DELAY, type RecordKind } from '@shared/constants';
import { messages, type PublicMessageKey } from '@shared/messages/public';
import { ErrorMessage } from '@client/components/feedback/error-message';
import { loadMissing } from '@client/components/feedback/load-missing';
import { PageSpinner } from '@client/components/feedback/page-spinner';
import { itemListSchema, pageHead } from '@client/lib/page-head';
import { villageSettings } from '@client/lib/village';
import type { VillageSettings } from '@shared/village';
import { recordQueries, type Outputs, type RouterContext } from '@client/lib/queries';
import { shownItems, type ListingSection } from './listing';
import { ListingIsland } from './listing-page';
import { validateListSearch, type ListSearch } from './search-param';

type Lists<K extends readonly RecordKind[]> = { [I in keyof K]: Outputs[K[I]]['list'] };

interface ListPage<K extends readonly RecordKind[]> {
  /** The page's own path: where its search form sends `?q=` without JavaScript. */
  path: string;
  /** The kinds it lists; `sections` gets their records in this order. */
  kinds: K;
  /** The page's title and description, which name the village: read when the page is rendered. */
  title: (village: VillageSettings) => string;
  description: (village: VillageSettings) => string;
  /** The search box's placeholder and the load failure's sentence, read when the page shows them. */
  placeholder: PublicMessageKey;
  loadFailed: PublicMessageKey;
  sections: (lists: Lists<K>) => ListingSection[];
}

export function listRoute<const K extends readonly RecordKind[]>(page: ListPage<K>) {
  const queries = () => page.kinds.map((kind) => recordQueries[kind].list());
  /** What the page shows for the URL's term, from the data its loader read. */
  const shown = (queryClient: QueryClient, term = '') => {
    const lists = queries().map((query) => queryClient.getQueryData(query.queryKey));
    return lists.every((list) => list !== undefined) ? shownItems(page.sections(lists as unknown as Lists<K>), term) : undefined;
  };
  return {
    validateSearch: validateListSearch,
    loader: ({ context }: { context: RouterContext }) => loadMissing(context.queryClient, queries()),
    pendingMs: 0,
    pendingMinMs: DELAY.listSpinner,
    pendingComponent: PageSpinner,
    errorComponent: () => <ErrorMessage text={messages[page.loadFailed]} />,
    head: ({ match }: { match: { context: RouterContext; pathname: string; search: ListSearch } }) =>
      pageHead({
        page: page.title(villageSettings()),
        description: page.description(villageSettings()),
        siteUrl: match.context.siteUrl,
        path: match.pathname,
        ...itemListSchema(match.context.siteUrl, shown(match.context.queryClient, match.search.q)),
      }),
    component: function ListPageRoute() {
      const q = useSearch({ strict: false, select: (search: ListSearch) => search.q ?? '' });
      const lists = useSuspenseQueries({ queries: queries() }).map((result) => result.data);
      return <ListingIsland title={page.title(villageSettings())} path={page.path} placeholder={messages[page.placeholder]} sections={page.sections(lists as unknown as Lists<K>)} q={q} />;
    },
  };
}
