import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Accommodation } from '@shared/schemas/accommodation';
import { BookingRequest } from '../booking/booking-request';
import { BookingJump } from '../booking/booking-section';
import type { DetailContent } from '../detail-kind';
import { ListingAside, ListingBody } from './listing-parts';

export const accommodationContent: DetailContent<Accommodation> = {
  aside: (record) => (
    <ListingAside
      record={record}
      price={{ title: messages.detailPricePerNight, line: formatPriceLine('accommodation', record.price) }}
      timesTitle={messages.detailCheckInOut}
      whatsApp
    />
  ),
  body: (record) => (
    <>
      <BookingJump />
      <ListingBody record={record} pointsOptional />
      <BookingRequest target="accommodation" record={record} />
    </>
  ),
};
