/** What attraction and lodging pages share: the side column (price, times, contacts, WhatsApp) and the body. */
import { formatOpeningHours } from '@shared/format';
import { messages } from '@shared/messages/public';
import { ContactList } from '../contact-list';
import { SideCard } from '../side-card';
import { WhatsAppLink } from '../whatsapp-link';
import { DetailBody } from './detail-body';

interface Listing {
  name: string;
  description: string;
  phone: string;
  email: string;
  instagram: string;
  time_open_close: string;
  location: string;
  facilities: string[];
  points_of_attraction: string[];
}

interface Props {
  record: Listing;
  price: { title: string; line: string };
  timesTitle: string;
  whatsApp?: boolean;
}

export function ListingAside({ record, price, timesTitle, whatsApp = false }: Props) {
  return (
    <>
      <SideCard title={price.title}>{price.line}</SideCard>
      <SideCard title={timesTitle}>{formatOpeningHours(record.time_open_close) || messages.detailNoData}</SideCard>
      <SideCard title={messages.detailContact}>
        <ContactList phone={record.phone} email={record.email} instagram={record.instagram} />
      </SideCard>
      {whatsApp ? <WhatsAppLink phone={record.phone} name={record.name} /> : null}
    </>
  );
}

/** Points of interest are optional on lodgings: an empty list is left out there (SPEC.md §2). */
export function ListingBody({ record, pointsOptional = false }: { record: Listing; pointsOptional?: boolean }) {
  return (
    <DetailBody
      record={record}
      lists={[
        { title: messages.detailFacilities, items: record.facilities, field: 'facilities' },
        { title: messages.detailPoints, items: record.points_of_attraction, field: 'points_of_attraction', optional: pointsOptional },
      ]}
      location={record.location}
    />
  );
}
