import { formatPriceLine } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import type { Attraction } from '../../../../shared/schemas/attraction';
import { ContactList } from '../contact-list';
import type { DetailContent } from '../detail-kind';
import { SideCard } from '../side-card';
import { DetailBody } from './detail-body';

export const attractionContent: DetailContent<Attraction> = {
  aside: (record) => (
    <>
      <SideCard title={messages.detailTicket}>{formatPriceLine('attraction', record.price)}</SideCard>
      <SideCard title={messages.detailHours}>{record.time_open_close || messages.detailNoData}</SideCard>
      <SideCard title={messages.detailContact}>
        <ContactList phone={record.phone} email={record.email} instagram={record.instagram} />
      </SideCard>
    </>
  ),
  body: (record) => (
    <DetailBody
      name={record.name}
      description={record.description}
      lists={[
        { title: messages.detailFacilities, items: record.facilities },
        { title: messages.detailPoints, items: record.points_of_attraction },
      ]}
      location={record.location}
    />
  ),
};
