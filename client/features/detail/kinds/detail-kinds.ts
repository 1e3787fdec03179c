/** Every public detail page by its record kind (SPEC.md §2: /attraction/$id, /accommodation/$id …, and /agenda/$id). */
import type { DetailKind } from '../detail-kind';
import { accommodationDetail } from './accommodation';
import { attractionDetail } from './attraction';
import { eventDetail } from './event';
import { facilityDetail } from './facility';
import { paketDetail } from './paket';

export const DETAIL_KINDS = {
  attraction: attractionDetail,
  accommodation: accommodationDetail,
  paket: paketDetail,
  facility: facilityDetail,
  event: eventDetail,
} as const satisfies Record<string, DetailKind>;
export type DetailKindName = keyof typeof DETAIL_KINDS;
