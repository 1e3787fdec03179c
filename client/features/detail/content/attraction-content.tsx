import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Attraction } from '@shared/schemas/attraction';
import { NextEventNote } from '../next-event-note';
import type { DetailContent } from '../detail-kind';
import { ListingAside, ListingBody } from './listing-parts';

export const attractionContent: DetailContent<Attraction> = {
  aside: (record) => (
    <>
      <NextEventNote attractionId={record.id} />
      <ListingAside record={record} price={{ title: messages.detailTicket, line: formatPriceLine('attraction', record.price) }} timesTitle={messages.detailHours} />
    </>
  ),
  body: (record) => <ListingBody record={record} />,
};
