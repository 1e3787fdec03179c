import { messages } from '@shared/messages/public';
import type { Facility } from '@shared/schemas/facility';
import type { DetailContent } from '../detail-kind';
import { DetailBody } from './detail-body';

export const facilityContent: DetailContent<Facility> = {
  body: (record) => (
    <DetailBody
      record={record}
      lists={[{ title: messages.detailSubFacilities, items: record.facilities, field: 'facilities' }]}
      location={record.location}
    />
  ),
};
