/** The record types of the legacy `/api/data/<type>` routes, each wired to its service and schema. */
import type { z } from 'zod';
import type { MessageKey } from '../../shared/messages';
import { accommodationInput } from '../../shared/schemas/accommodation';
import { attractionInput } from '../../shared/schemas/attraction';
import { facilityInput } from '../../shared/schemas/facility';
import { mapLocationInput } from '../../shared/schemas/map-location';
import { paketInput } from '../../shared/schemas/paket';
import type { Db } from '../db/connection';
import { notFound } from '../errors';
import * as accommodation from '../modules/accommodation/accommodation.service';
import * as attraction from '../modules/attraction/attraction.service';
import * as facility from '../modules/facility/facility.service';
import * as mapLocation from '../modules/map-location/map-location.service';
import type { ImageChange } from '../modules/media/media.service';
import * as paket from '../modules/paket/paket.service';
import { toLegacy, type LegacyKind } from './legacy-mapper';

export interface Resource {
  kind: LegacyKind;
  schema: z.ZodType;
  /** Fields a route fixes whatever the client sends (umkm: category UMKM). */
  fixed: Record<string, unknown>;
  list(db: Db): Promise<object[]>;
  get(db: Db, id: number): Promise<object>;
  create(db: Db, data: never, images: ImageChange): Promise<{ id: number }>;
  update(db: Db, id: number, data: never, images: ImageChange): Promise<unknown>;
  remove(db: Db, id: number): Promise<void>;
  out(record: never): object;
  messages: { created: MessageKey; updated: MessageKey; deleted: MessageKey };
}

const attractionResource: Resource = {
  kind: 'attraction',
  schema: attractionInput,
  fixed: {},
  list: (db) => attraction.listAttractions(db),
  get: attraction.getAttraction,
  create: attraction.createAttraction,
  update: attraction.updateAttraction,
  remove: attraction.deleteAttraction,
  out: toLegacy.attraction,
  messages: { created: 'attractionAdded', updated: 'updated', deleted: 'attractionDeleted' },
};

/** `umkm` is the attractions whose category is UMKM; another attraction's id is no UMKM (404). */
const umkmResource: Resource = {
  ...attractionResource,
  fixed: { category: 'UMKM' },
  list: (db) => attraction.listAttractions(db, 'UMKM'),
  get: async (db, id) => {
    const record = await attraction.getAttraction(db, id);
    if (record.category !== 'UMKM') throw notFound('attractionNotFound');
    return record;
  },
  update: async (db, id, data, images) => {
    await umkmResource.get(db, id);
    return attraction.updateAttraction(db, id, data, images);
  },
  remove: async (db, id) => {
    await umkmResource.get(db, id);
    return attraction.deleteAttraction(db, id);
  },
  messages: { created: 'umkmAdded', updated: 'umkmUpdated', deleted: 'umkmDeleted' },
};

export const resources: Record<string, Resource> = {
  attraction: attractionResource,
  umkm: umkmResource,
  accommodation: {
    kind: 'accommodation',
    schema: accommodationInput,
    fixed: {},
    list: accommodation.listAccommodations,
    get: accommodation.getAccommodation,
    create: accommodation.createAccommodation,
    update: accommodation.updateAccommodation,
    remove: accommodation.deleteAccommodation,
    out: toLegacy.accommodation,
    messages: { created: 'accommodationAdded', updated: 'accommodationUpdated', deleted: 'accommodationDeleted' },
  },
  paket: {
    kind: 'paket',
    schema: paketInput,
    fixed: {},
    list: paket.listPakets,
    get: paket.getPaket,
    create: paket.createPaket,
    update: paket.updatePaket,
    remove: paket.deletePaket,
    out: toLegacy.paket,
    messages: { created: 'paketAdded', updated: 'paketUpdated', deleted: 'paketDeleted' },
  },
  facility: {
    kind: 'facility',
    schema: facilityInput,
    fixed: {},
    list: facility.listFacilities,
    get: facility.getFacility,
    create: facility.createFacility,
    update: facility.updateFacility,
    remove: facility.deleteFacility,
    out: toLegacy.facility,
    messages: { created: 'facilityAdded', updated: 'facilityUpdated', deleted: 'facilityDeleted' },
  },
  map: {
    kind: 'map',
    schema: mapLocationInput,
    fixed: {},
    list: mapLocation.listMapLocations,
    get: mapLocation.getMapLocation,
    // Map locations have no images; files sent with them are ignored.
    create: (db, data) => mapLocation.createMapLocation(db, data),
    update: (db, id, data) => mapLocation.updateMapLocation(db, id, data),
    remove: mapLocation.deleteMapLocation,
    out: toLegacy.map,
    messages: { created: 'mapLocationAdded', updated: 'updated', deleted: 'mapLocationDeleted' },
  },
};
