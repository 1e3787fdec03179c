import type { VillageEvent } from '@shared/schemas/event';
import { EventAside } from '../event-aside';
import type { DetailContent } from '../detail-kind';
import { DetailBody } from './detail-body';

export const eventContent: DetailContent<VillageEvent> = {
  aside: (record) => <EventAside event={record} />,
  body: (record) => <DetailBody record={record} lists={[]} location={record.location} />,
};
