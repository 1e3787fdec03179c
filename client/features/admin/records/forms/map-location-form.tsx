/** Add and edit form of a map location: name, category, coordinates (typed or picked), embed link. */
import { NAME_MAX, type MapCategory } from '@shared/constants';
import { messages } from '@shared/messages';
import { mapLocationInput, type MapLocation } from '@shared/schemas/map-location';
import { formSchema } from '@client/lib/form';
import { trpcClient } from '@client/lib/trpc';
import { RecordForm } from '../record-form';
import type { RecordFormProps } from '../use-record-form';
import { SelectField, TextField } from '@client/components/admin/fields';
import { MAP_CATEGORY_OPTIONS } from '../map/map-categories';
import { MapPicker } from '../map/map-picker';

function mapValues(record?: MapLocation) {
  return {
    name: record?.name ?? '',
    category: record?.category ?? '',
    latitude: record ? String(record.latitude) : '',
    longitude: record ? String(record.longitude) : '',
    embedUrl: record?.embedUrl ?? '',
  };
}

const mapFormSchema = formSchema({
  required: [{ fields: ['name', 'category', 'latitude', 'longitude'], message: messages.requiredFields }],
  toInput: (values: ReturnType<typeof mapValues>) => ({
    ...values,
    category: values.category as MapCategory,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
  }),
  schema: mapLocationInput,
});

export function MapLocationForm(props: RecordFormProps<MapLocation>) {
  const { record } = props;
  // No images here, so plain tRPC mutations rather than a multipart upload.
  return (
    <RecordForm
      {...props}
      schema={mapFormSchema}
      initial={mapValues(record)}
      json={trpcClient.mapLocation}
      fields={(form) => {
        const latitude = Number(form.values.latitude);
        const longitude = Number(form.values.longitude);
        const point = form.values.latitude && form.values.longitude && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
        return (
          <>
            <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
            <SelectField label={messages.adminFieldCategory} required options={MAP_CATEGORY_OPTIONS} placeholder={messages.adminChooseCategory} {...form.field('category')} />
            <TextField label={messages.adminFieldLatitude} required inputMode="decimal" {...form.field('latitude')} />
            <TextField label={messages.adminFieldLongitude} required inputMode="decimal" {...form.field('longitude')} />
            <div className="md:col-span-2">
              <MapPicker
                value={point}
                onPick={(picked) => {
                  form.set('latitude', String(picked.latitude));
                  form.set('longitude', String(picked.longitude));
                }}
              />
            </div>
            <TextField label={messages.adminFieldEmbedUrl} type="url" className="md:col-span-2" {...form.field('embedUrl')} />
          </>
        );
      }}
    />
  );
}
