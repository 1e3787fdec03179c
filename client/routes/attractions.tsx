import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { message, messages } from '@shared/messages/public';
import { village } from '@shared/village';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ListingIsland } from '../features/listings/listing-page';
import { validateListSearch } from '../features/listings/search-param';
import { shownItems } from '../features/listings/listing';
import { attractionSections } from '../features/listings/sections';
import { recordQueries } from '../lib/queries';
import { itemListSchema, pageHead } from '../lib/page-head';

export const Route = createFileRoute('/attractions')({
  validateSearch: validateListSearch,
  loader: ({ context }) => loadMissing(context.queryClient, [recordQueries.attraction.list(), recordQueries.paket.list()]),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.attractionsLoadFailed} />,
  head: ({ match }) =>
    pageHead({
      page: message('attractionsTitle', { name: village.name }),
      description: message('metaAttractionsDescription', { site: village.title }),
      siteUrl: match.context.siteUrl,
      path: match.pathname,
      ...itemListSchema(match.context.siteUrl, shownAttractions(match.context.queryClient, match.search.q)),
    }),
  component: AttractionsPage,
});

/** What the page shows for the URL's term, from the data its loader read. */
function shownAttractions(queryClient: QueryClient, term = '') {
  const attractions = queryClient.getQueryData(recordQueries.attraction.list().queryKey);
  const pakets = queryClient.getQueryData(recordQueries.paket.list().queryKey);
  return attractions && pakets ? shownItems(attractionSections(attractions, pakets), term) : undefined;
}

function AttractionsPage() {
  const q = Route.useSearch({ select: (search) => search.q ?? '' });
  const { data: attractions } = useSuspenseQuery(recordQueries.attraction.list());
  const { data: pakets } = useSuspenseQuery(recordQueries.paket.list());
  return (
    <ListingIsland
      title={message('attractionsTitle', { name: village.name })}
      path="/attractions"
      placeholder={messages.attractionsSearch}
      sections={attractionSections(attractions, pakets)}
      q={q}
    />
  );
}
