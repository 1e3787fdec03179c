import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../shared/constants';
import { message, messages } from '../../shared/messages/public';
import { village } from '../../shared/village';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ListingPage } from '../features/listings/listing-page';
import { attractionSections } from '../features/listings/sections';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/attractions')({
  loader: ({ context: { queryUtils: q } }) =>
    loadMissing([
      [q.attraction.list.getData(), () => q.attraction.list.ensureData()],
      [q.paket.list.getData(), () => q.paket.list.ensureData()],
    ]),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.attractionsLoadFailed} />,
  component: AttractionsPage,
});

function AttractionsPage() {
  usePageTitle(message('attractionsTitle', { name: village.name }));
  const [attractions] = trpc.attraction.list.useSuspenseQuery();
  const [pakets] = trpc.paket.list.useSuspenseQuery();
  return (
    <ListingPage
      title={message('attractionsTitle', { name: village.name })}
      placeholder={messages.attractionsSearch}
      sections={attractionSections(attractions, pakets)}
    />
  );
}
