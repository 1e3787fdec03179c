/** Add and edit form of a public facility (SPEC.md §5): name, description and location required. */
import { NAME_MAX } from '@shared/constants';
import { messages } from '@shared/messages';
import { facilityTranslated } from '@shared/schemas/facility';
import { trpcClient } from '@client/lib/trpc';
import { TextArea, TextField } from '@client/components/admin/fields';
import { LocationField } from '../location-field';
import { recordForm, type RecordFieldsProps } from '../record-form';
import { facilityFormSchema, facilityValues, type FacilityValues } from './facility-form-schema';

function FacilityFields({ form }: RecordFieldsProps<FacilityValues>) {
  return (
    <>
      <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
      <TextArea label={messages.adminFieldSubFacilities} rows={2} {...form.field('facilities')} />
      <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
      <LocationField field={form.field('location')} required onPick={(text) => form.set('location', text)} />
    </>
  );
}

export const FacilityForm = recordForm({
  translated: facilityTranslated,
  schema: facilityFormSchema,
  values: facilityValues,
  uploads: trpcClient.facility,
  fields: FacilityFields,
});
