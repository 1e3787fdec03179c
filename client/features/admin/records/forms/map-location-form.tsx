/** Add and edit form of a map location: name, category, coordinates (typed or picked), embed link. */
import { NAME_MAX } from '@shared/constants';
import { messages } from '@shared/messages';
import { mapLocationTranslated } from '@shared/schemas/map-location';
import { trpcClient } from '@client/lib/trpc';
import { SelectField, TextField } from '@client/components/admin/fields';
import { MAP_CATEGORY_OPTIONS } from '../map/map-categories';
import { MapPicker } from '../map/map-picker';
import { recordForm, type RecordFieldsProps } from '../record-form';
import { mapFormSchema, mapValues, typedPoint, type MapValues } from './map-location-form-schema';

function MapLocationFields({ form }: RecordFieldsProps<MapValues>) {
  return (
    <>
      <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
      <SelectField label={messages.adminFieldCategory} required options={MAP_CATEGORY_OPTIONS} placeholder={messages.adminChooseCategory} {...form.field('category')} />
      <TextField label={messages.adminFieldLatitude} required inputMode="decimal" {...form.field('latitude')} />
      <TextField label={messages.adminFieldLongitude} required inputMode="decimal" {...form.field('longitude')} />
      <div className="md:col-span-2">
        <MapPicker
          value={typedPoint(form.values)}
          onPick={(picked) => {
            form.set('latitude', String(picked.latitude));
            form.set('longitude', String(picked.longitude));
          }}
        />
      </div>
      <TextField label={messages.adminFieldEmbedUrl} type="url" className="md:col-span-2" {...form.field('embedUrl')} />
    </>
  );
}

export const MapLocationForm = recordForm({
  translated: mapLocationTranslated,
  schema: mapFormSchema,
  values: mapValues,
  // No images here, so plain tRPC mutations rather than a multipart upload.
  json: trpcClient.mapLocation,
  fields: MapLocationFields,
});
