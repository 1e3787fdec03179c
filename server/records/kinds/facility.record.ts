/** Public facilities (SPEC.md §3): a location is required, there is no price. */
import { DETAIL_PAGES } from '../../../shared/constants';
import { facilityInput, facilityTranslated, type Facility } from '../../../shared/schemas/facility';
import { defineRecord, UNFILTERED } from '../record-descriptor';

export const facilityRecord = defineRecord({
  kind: 'facility',
  table: 'facility',
  columns: ['id', 'name', 'description', 'facilities', 'location'],
  schema: facilityInput,
  translated: facilityTranslated,
  listFilter: UNFILTERED,
  images: true,
  messages: { notFound: 'facilityNotFound', created: 'facilityAdded', updated: 'facilityUpdated', deleted: 'facilityDeleted' },
  toRow: (data) => data,
  toApi: (row, images): Facility => ({ ...row, images }),
  page: DETAIL_PAGES.facility,
  legacy: {
    types: { facility: {} },
    formats: { facilities: 'jsonList' },
  },
});
