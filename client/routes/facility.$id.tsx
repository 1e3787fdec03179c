import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { DetailLayout } from '../features/detail/detail-layout';
import { Gallery } from '../features/detail/gallery';
import { InfoSection, ItemList, Paragraphs } from '../features/detail/info-section';
import { LocationMap } from '../features/detail/location-map';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/facility/$id')({
  loader: ({ context: { queryUtils: q }, params }) => {
    const input = { id: Number(params.id) };
    return loadMissing([[q.facility.byId.getData(input), () => q.facility.byId.ensureData(input)]]);
  },
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.facilityDetailFailed} />,
  component: FacilityDetail,
});

function FacilityDetail() {
  const { id } = Route.useParams();
  const [facility] = trpc.facility.byId.useSuspenseQuery({ id: Number(id) });
  usePageTitle(facility?.name);
  if (!facility) return <ErrorMessage text={messages.facilityNotFound} />;
  return (
    <DetailLayout
      name={facility.name}
      badge={messages.categoryFasilitas}
      parent={{ to: '/facilities', label: messages.navFasilitas }}
      gallery={<Gallery images={facility.images} name={facility.name} />}
      aside={null}
    >
      <InfoSection title={messages.detailDescription}>
        <Paragraphs text={facility.description} />
      </InfoSection>
      <InfoSection title={messages.detailSubFacilities}>
        <ItemList items={facility.facilities} />
      </InfoSection>
      <LocationMap location={facility.location} name={facility.name} />
    </DetailLayout>
  );
}
