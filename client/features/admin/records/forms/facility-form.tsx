/** Add and edit form of a public facility (SPEC.md §5): name, description and location required. */
import { NAME_MAX } from '@shared/constants';
import { splitList } from '@shared/format';
import { messages } from '@shared/messages';
import { facilityInput, type Facility } from '@shared/schemas/facility';
import { formSchema } from '@client/lib/form';
import { LocationField } from '../location-field';
import { RecordForm } from '../record-form';
import type { RecordFormProps } from '../use-record-form';
import { TextArea, TextField } from '@client/components/admin/fields';
import { trpcClient } from '@client/lib/trpc';

function facilityValues(record?: Facility) {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    facilities: record?.facilities.join(', ') ?? '',
    location: record?.location ?? '',
  };
}

const facilityFormSchema = formSchema({
  toInput: (values: ReturnType<typeof facilityValues>) => ({ ...values, facilities: splitList(values.facilities) }),
  schema: facilityInput,
});

export function FacilityForm(props: RecordFormProps<Facility>) {
  const { record } = props;
  return (
    <RecordForm
      {...props}
      schema={facilityFormSchema}
      initial={facilityValues(record)}
      uploads={trpcClient.facility}
      fields={(form) => (
        <>
          <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
          <TextArea label={messages.adminFieldSubFacilities} rows={2} {...form.field('facilities')} />
          <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
          <LocationField field={form.field('location')} required onPick={(text) => form.set('location', text)} />
        </>
      )}
    />
  );
}
