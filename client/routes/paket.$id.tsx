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
import { SideCard } from '../features/detail/side-card';
import { WhatsAppLink } from '../features/detail/whatsapp-link';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/paket/$id')({
  loader: ({ context: { queryUtils: q }, params }) => {
    const input = { id: Number(params.id) };
    return loadMissing([[q.paket.byId.getData(input), () => q.paket.byId.ensureData(input)]]);
  },
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.paketDetailFailed} />,
  component: PaketDetail,
});

function PaketDetail() {
  const { id } = Route.useParams();
  const [paket] = trpc.paket.byId.useSuspenseQuery({ id: Number(id) });
  usePageTitle(paket?.name);
  if (!paket) return <ErrorMessage text={messages.paketNotFound} />;
  const priceLine = formatPriceLine('paket', paket.price);
  return (
    <DetailLayout
      name={paket.name}
      badge={messages.categoryPaket}
      parent={{ to: '/attractions', label: messages.navWisata }}
      priceLine={priceLine}
      gallery={<Gallery images={paket.images} name={paket.name} />}
      aside={
        <>
          <SideCard title={messages.detailPrice}>{priceLine}</SideCard>
          <SideCard title={messages.detailContact}>
            <ContactList phone={paket.phone} phoneLabel={messages.detailReservationPhone} />
          </SideCard>
          <WhatsAppLink phone={paket.phone} name={paket.name} />
        </>
      }
    >
      <InfoSection title={messages.detailDescription}>
        <Paragraphs text={paket.description} />
      </InfoSection>
      <InfoSection title={messages.detailFacilities}>
        <ItemList items={paket.facilities} />
      </InfoSection>
    </DetailLayout>
  );
}
