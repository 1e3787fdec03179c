import { createFileRoute } from '@tanstack/react-router';
import { formatPriceLine } from '../../shared/format';
import { messages } from '../../shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ContactList } from '../features/detail/contact-list';
import { DetailLayout } from '../features/detail/detail-layout';
import { Gallery } from '../features/detail/gallery';
import { InfoSection, ItemList, Paragraphs } from '../features/detail/info-section';
import { LocationMap } from '../features/detail/location-map';
import { SideCard } from '../features/detail/side-card';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/attraction/$id')({
  loader: ({ context: { queryUtils: q }, params }) => {
    const input = { id: Number(params.id) };
    return loadMissing([[q.attraction.byId.getData(input), () => q.attraction.byId.ensureData(input)]]);
  },
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.attractionDetailFailed} />,
  component: AttractionDetail,
});

function AttractionDetail() {
  const { id } = Route.useParams();
  const [attraction] = trpc.attraction.byId.useSuspenseQuery({ id: Number(id) });
  usePageTitle(attraction?.name);
  if (!attraction) return <ErrorMessage text={messages.attractionNotFound} />;
  return (
    <DetailLayout
      name={attraction.name}
      badge={attraction.category}
      parent={{ to: '/attractions', label: messages.navWisata }}
      priceLine={formatPriceLine('attraction', attraction.price)}
      gallery={<Gallery images={attraction.images} name={attraction.name} />}
      aside={
        <>
          <SideCard title={messages.detailTicket}>{formatPriceLine('attraction', attraction.price)}</SideCard>
          <SideCard title={messages.detailHours}>{attraction.time_open_close || messages.detailNoData}</SideCard>
          <SideCard title={messages.detailContact}>
            <ContactList phone={attraction.phone} email={attraction.email} instagram={attraction.instagram} />
          </SideCard>
        </>
      }
    >
      <InfoSection title={messages.detailDescription}>
        <Paragraphs text={attraction.description} />
      </InfoSection>
      <InfoSection title={messages.detailFacilities}>
        <ItemList items={attraction.facilities} />
      </InfoSection>
      <InfoSection title={messages.detailPoints}>
        <ItemList items={attraction.points_of_attraction} />
      </InfoSection>
      <LocationMap location={attraction.location} name={attraction.name} />
    </DetailLayout>
  );
}
