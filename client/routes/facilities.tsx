import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../shared/constants';
import { messages } from '../../shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ListingPage } from '../features/listings/listing-page';
import { facilitySections } from '../features/listings/sections';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/facilities')({
  loader: ({ context: { queryUtils: q } }) =>
    loadMissing([
      [q.facility.list.getData(), () => q.facility.list.ensureData()],
      [q.accommodation.list.getData(), () => q.accommodation.list.ensureData()],
    ]),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.facilitiesLoadFailed} />,
  component: FacilitiesPage,
});

function FacilitiesPage() {
  usePageTitle(messages.facilitiesTitle);
  const [facilities] = trpc.facility.list.useSuspenseQuery();
  const [accommodations] = trpc.accommodation.list.useSuspenseQuery();
  return (
    <ListingPage
      title={messages.facilitiesTitle}
      placeholder={messages.facilitiesSearch}
      sections={facilitySections(facilities, accommodations)}
    />
  );
}
