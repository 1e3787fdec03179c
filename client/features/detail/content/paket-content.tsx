import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Paket } from '@shared/schemas/paket';
import { BookingRequest } from '../booking/booking-request';
import { BookingJump } from '../booking/booking-section';
import { ContactList } from '../contact-list';
import type { DetailContent } from '../detail-kind';
import { SideCard } from '../side-card';
import { WhatsAppLink } from '../whatsapp-link';
import { DetailBody } from './detail-body';

export const paketContent: DetailContent<Paket> = {
  aside: (record) => (
    <>
      <SideCard title={messages.detailPrice}>{formatPriceLine('paket', record.price)}</SideCard>
      <SideCard title={messages.detailContact}>
        <ContactList phone={record.phone} phoneLabel={messages.detailReservationPhone} />
      </SideCard>
      <WhatsAppLink phone={record.phone} name={record.name} />
    </>
  ),
  body: (record) => (
    <>
      <BookingJump />
      <DetailBody record={record} lists={[{ title: messages.detailFacilities, items: record.facilities, field: 'facilities' }]} />
      <BookingRequest target="paket" record={record} />
    </>
  ),
};
