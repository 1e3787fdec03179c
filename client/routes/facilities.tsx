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
import { facilitySections } from '../features/listings/sections';
import { recordQueries } from '../lib/queries';
import { itemListSchema, pageHead } from '../lib/page-head';

export const Route = createFileRoute('/facilities')({
  validateSearch: validateListSearch,
  loader: ({ context }) => loadMissing(context.queryClient, [recordQueries.facility.list(), recordQueries.accommodation.list()]),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.facilitiesLoadFailed} />,
  head: ({ match }) =>
    pageHead({
      page: messages.facilitiesTitle,
      description: message('metaFacilitiesDescription', { site: village.title }),
      siteUrl: match.context.siteUrl,
      path: match.pathname,
      ...itemListSchema(match.context.siteUrl, shownFacilities(match.context.queryClient, match.search.q)),
    }),
  component: FacilitiesPage,
});

/** What the page shows for the URL's term, from the data its loader read. */
function shownFacilities(queryClient: QueryClient, term = '') {
  const facilities = queryClient.getQueryData(recordQueries.facility.list().queryKey);
  const accommodations = queryClient.getQueryData(recordQueries.accommodation.list().queryKey);
  return facilities && accommodations ? shownItems(facilitySections(facilities, accommodations), term) : undefined;
}

function FacilitiesPage() {
  const q = Route.useSearch({ select: (search) => search.q ?? '' });
  const { data: facilities } = useSuspenseQuery(recordQueries.facility.list());
  const { data: accommodations } = useSuspenseQuery(recordQueries.accommodation.list());
  return (
    <ListingIsland
      title={messages.facilitiesTitle}
      path="/facilities"
      placeholder={messages.facilitiesSearch}
      sections={facilitySections(facilities, accommodations)}
      q={q}
    />
  );
}
