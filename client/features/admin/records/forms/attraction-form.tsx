/** Add and edit form of an attraction, or of a UMKM (same record, category UMKM; SPEC.md §3, §5). */
import { ADMIN_ATTRACTION_CATEGORIES, NAME_MAX, PHONE_MAX } from '@shared/constants';
import { messages } from '@shared/messages';
import type { Attraction } from '@shared/schemas/attraction';
import { LocationField } from '../location-field';
import { RecordForm } from '../record-form';
import type { RecordFormProps } from '../use-record-form';
import { SelectField, TextArea, TextField } from '@client/components/admin/fields';
import { attractionAliases, attractionFormSchema, attractionValues, umkmFormSchema } from './attraction-form-schema';
import { OpeningHoursFields } from './opening-hours-fields';
import { trpcClient } from '@client/lib/trpc';

const CATEGORY_OPTIONS = ADMIN_ATTRACTION_CATEGORIES.map((category) => ({ value: category, label: category }));

export function AttractionForm(props: RecordFormProps<Attraction>) {
  const { record } = props;
  const umkm = props.kind.screen === 'umkm';

  const required = !umkm;
  return (
    <RecordForm
      {...props}
      schema={umkm ? umkmFormSchema : attractionFormSchema}
      initial={attractionValues(record, umkm ? 'UMKM' : '')}
      aliases={attractionAliases}
      uploads={trpcClient.attraction}
      fields={(form) => (
        <>
          {umkm ? null : (
            <SelectField label={messages.adminFieldCategory} required options={CATEGORY_OPTIONS} placeholder={messages.adminChooseCategory} {...form.field('category')} />
          )}
          <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
          <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
          <TextField label={messages.adminFieldPrice} required={required} inputMode="numeric" {...form.field('price', { digits: true })} />
          <TextField label={messages.adminFieldPhone} inputMode="numeric" maxLength={PHONE_MAX} {...form.field('phone', { digits: true })} />
          <OpeningHoursFields field={(name) => form.field(name)} required={required} />
          <TextField label={messages.adminFieldEmail} type="email" {...form.field('email')} />
          <TextField label={messages.adminFieldInstagram} {...form.field('instagram')} />
          <LocationField field={form.field('location')} required={required} onPick={(text) => form.set('location', text)} />
          {umkm ? null : (
            <>
              <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
              <TextArea label={messages.adminFieldPoints} rows={2} {...form.field('points')} />
            </>
          )}
        </>
      )}
    />
  );
}
