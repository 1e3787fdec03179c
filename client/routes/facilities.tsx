import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../shared/constants';
import { messages } from '../../shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ListingPage } from '../features/listings/listing-page';
import { validateListSearch } from '../features/listings/search-param';
import { facilitySections } from '../features/listings/sections';
import { recordQueries } from '../lib/queries';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/facilities')({
  validateSearch: validateListSearch,
  loader: ({ context }) => loadMissing(context.queryClient, [recordQueries.facility.list(), recordQueries.accommodation.list()]),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.facilitiesLoadFailed} />,
  component: FacilitiesPage,
});

function FacilitiesPage() {
  usePageTitle(messages.facilitiesTitle);
  const { data: facilities } = useSuspenseQuery(recordQueries.facility.list());
  const { data: accommodations } = useSuspenseQuery(recordQueries.accommodation.list());
  return (
    <ListingPage
      title={messages.facilitiesTitle}
      path={Route.fullPath}
      placeholder={messages.facilitiesSearch}
      sections={facilitySections(facilities, accommodations)}
    />
  );
}
