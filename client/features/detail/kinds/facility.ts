/** A public facility's page (SPEC.md §2): one column, sub-facilities, map; no price. */
import { messages } from '@shared/messages/public';
import type { Facility } from '@shared/schemas/facility';
import { recordQueries } from '@client/lib/queries';
import { defineDetailKind } from '../detail-kind';

export const facilityDetail = defineDetailKind<Facility>({
  kind: 'facility',
  byId: recordQueries.facility.byId,
  loadFailed: messages.facilityDetailFailed,
  notFound: messages.facilityNotFound,
  badge: () => messages.categoryFasilitas,
  parent: { to: '/facilities', label: messages.navFasilitas },
  content: () => import('../content/facility-content').then((module) => module.facilityContent),
});
