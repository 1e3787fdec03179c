/** Map location form values ↔ the shared map location schema: coordinates typed as text, sent as numbers. */
import type { MapCategory } from '@shared/constants';
import { messages } from '@shared/messages';
import { mapLocationDraft, mapLocationInput, type MapLocation } from '@shared/schemas/map-location';
import { recordChecks } from '../record-checks';

export function mapValues(record?: MapLocation) {
  return {
    name: record?.name ?? '',
    category: record?.category ?? '',
    latitude: record ? String(record.latitude) : '',
    longitude: record ? String(record.longitude) : '',
    embedUrl: record?.embedUrl ?? '',
  };
}

export type MapValues = ReturnType<typeof mapValues>;

export const mapFormSchema = recordChecks({
  required: [{ fields: ['name', 'category', 'latitude', 'longitude'], message: messages.requiredFields }],
  toInput: (values: MapValues) => ({
    ...values,
    category: values.category as MapCategory,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
  }),
  schema: mapLocationInput,
  draft: mapLocationDraft,
});

/** The point the typed coordinates name, for the picker to show; none while either is empty or not a number. */
export function typedPoint(values: MapValues) {
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  return values.latitude && values.longitude && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}
