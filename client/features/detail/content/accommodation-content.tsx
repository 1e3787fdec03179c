import { formatPriceLine } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { Accommodation } from '../../../../shared/schemas/accommodation';
import { ContactList } from '../contact-list';
import type { DetailContent } from '../detail-kind';
import { SideCard } from '../side-card';
import { WhatsAppLink } from '../whatsapp-link';
import { DetailBody } from './detail-body';

export const accommodationContent: DetailContent<Accommodation> = {
  aside: (record) => (
    <>
      <SideCard title={messages.detailPricePerNight}>{formatPriceLine('accommodation', record.price)}</SideCard>
      <SideCard title={messages.detailCheckInOut}>{record.time_open_close || messages.detailNoData}</SideCard>
      <SideCard title={messages.detailContact}>
        <ContactList phone={record.phone} email={record.email} instagram={record.instagram} />
      </SideCard>
      <WhatsAppLink phone={record.phone} name={record.name} />
    </>
  ),
  body: (record) => (
    <DetailBody
      name={record.name}
      description={record.description}
      lists={[
        { title: messages.detailFacilities, items: record.facilities },
        { title: messages.detailPoints, items: record.points_of_attraction, optional: true },
      ]}
      location={record.location}
    />
  ),
};
