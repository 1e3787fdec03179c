/** Every kind of record, each one descriptor under its own name; in the public site's order (sitemap). */
import type { RecordKind } from '../../shared/constants';
import { accommodationRecord } from './kinds/accommodation.record';
import { attractionRecord } from './kinds/attraction.record';
import { eventRecord } from './kinds/event.record';
import { facilityRecord } from './kinds/facility.record';
import { kulinerRecord } from './kinds/kuliner.record';
import { mapLocationRecord } from './kinds/map-location.record';
import { paketRecord } from './kinds/paket.record';
import type { AnyRecordDescriptor, RecordDescriptor, RecordTypes } from './record-descriptor';

export const records = {
  attraction: attractionRecord,
  paket: paketRecord,
  kuliner: kulinerRecord,
  facility: facilityRecord,
  accommodation: accommodationRecord,
  mapLocation: mapLocationRecord,
  event: eventRecord,
} satisfies { [K in RecordKind]: RecordDescriptor<RecordTypes & { kind: K }> };

export const RECORD_DESCRIPTORS: readonly AnyRecordDescriptor[] = Object.values(records);
