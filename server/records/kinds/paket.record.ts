/** Tour packages: no category; the legacy contract carries their facilities as comma text (DESIGN.md §4). */
import { DETAIL_PAGES } from '../../../shared/constants';
import { paketInput, paketTranslated, type Paket } from '../../../shared/schemas/paket';
import { defineRecord, UNFILTERED } from '../record-descriptor';

export const paketRecord = defineRecord({
  kind: 'paket',
  table: 'paket',
  columns: ['id', 'name', 'description', 'price', 'phone', 'facilities', 'capacity', 'run_dates'],
  schema: paketInput,
  translated: paketTranslated,
  listFilter: UNFILTERED,
  images: true,
  messages: { notFound: 'paketNotFound', created: 'paketAdded', updated: 'paketUpdated', deleted: 'paketDeleted' },
  toRow: (data) => data,
  toApi: (row, images): Paket => ({ ...row, images }),
  page: DETAIL_PAGES.paket,
  legacy: {
    types: { paket: {} },
    formats: { price: 'price', facilities: 'commaList', capacity: 'count', run_dates: 'jsonList' },
  },
});
