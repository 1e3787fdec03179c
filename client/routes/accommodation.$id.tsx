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
import { WhatsAppLink } from '../features/detail/whatsapp-link';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/accommodation/$id')({
  loader: ({ context: { queryUtils: q }, params }) => {
    const input = { id: Number(params.id) };
    return loadMissing([[q.accommodation.byId.getData(input), () => q.accommodation.byId.ensureData(input)]]);
  },
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.accommodationDetailFailed} />,
  component: AccommodationDetail,
});

function AccommodationDetail() {
  const { id } = Route.useParams();
  const [lodging] = trpc.accommodation.byId.useSuspenseQuery({ id: Number(id) });
  usePageTitle(lodging?.name);
  if (!lodging) return <ErrorMessage text={messages.accommodationNotFound} />;
  const priceLine = formatPriceLine('accommodation', lodging.price);
  return (
    <DetailLayout
      name={lodging.name}
      badge={messages.categoryPenginapan}
      parent={{ to: '/facilities', label: messages.navFasilitas }}
      priceLine={priceLine}
      gallery={<Gallery images={lodging.images} name={lodging.name} />}
      aside={
        <>
          <SideCard title={messages.detailPricePerNight}>{priceLine}</SideCard>
          <SideCard title={messages.detailCheckInOut}>{lodging.time_open_close || messages.detailNoData}</SideCard>
          <SideCard title={messages.detailContact}>
            <ContactList phone={lodging.phone} email={lodging.email} instagram={lodging.instagram} />
          </SideCard>
          <WhatsAppLink phone={lodging.phone} name={lodging.name} />
        </>
      }
    >
      <InfoSection title={messages.detailDescription}>
        <Paragraphs text={lodging.description} />
      </InfoSection>
      <InfoSection title={messages.detailFacilities}>
        <ItemList items={lodging.facilities} />
      </InfoSection>
      {lodging.points_of_attraction.length > 0 ? (
        <InfoSection title={messages.detailPoints}>
          <ItemList items={lodging.points_of_attraction} />
        </InfoSection>
      ) : null}
      <LocationMap location={lodging.location} name={lodging.name} />
    </DetailLayout>
  );
}
