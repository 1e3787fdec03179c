/** Add and edit form of an attraction, or of a UMKM (same record, category UMKM; SPEC.md §3, §5). */
import { ADMIN_ATTRACTION_CATEGORIES, NAME_MAX, PHONE_MAX } from '@shared/constants';
import { messages } from '@shared/messages';
import { attractionTranslated, type Attraction } from '@shared/schemas/attraction';
import { trpcClient } from '@client/lib/trpc';
import { SelectField, TextArea, TextField } from '@client/components/admin/fields';
import { LocationField } from '../location-field';
import { recordForm, type KindForm, type RecordFieldsProps } from '../record-form';
import type { RecordFormProps } from '../use-record-form';
import { attractionAliases, attractionFormSchema, attractionValues, umkmFormSchema, umkmValues, type AttractionValues } from './attraction-form-schema';
import { OpeningHoursFields } from './opening-hours-fields';

const CATEGORY_OPTIONS = ADMIN_ATTRACTION_CATEGORIES.map((category) => ({ value: category, label: category }));

/** A UMKM has no category to choose (it is UMKM), no facilities or points, and asks only its name and description. */
function AttractionFields({ form, umkm = false }: RecordFieldsProps<AttractionValues> & { umkm?: boolean }) {
  const required = !umkm;
  return (
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
  );
}

function UmkmFields({ form }: RecordFieldsProps<AttractionValues>) {
  return <AttractionFields form={form} umkm />;
}

/**
 * What the forms of both screens share: the opening hours' inputs, the uploads, and the English texts (a
 * UMKM's lists too: its public page shows them, and the English tab shows their Indonesian text).
 */
const shared = { aliases: attractionAliases, uploads: trpcClient.attraction, translated: attractionTranslated };

const WisataForm = recordForm({
  ...shared,
  schema: attractionFormSchema,
  values: attractionValues,
  fields: AttractionFields,
});

const UmkmForm = recordForm({
  ...shared,
  schema: umkmFormSchema,
  values: umkmValues,
  fields: UmkmFields,
});

/** The Wisata and UMKM screens edit the same records, each with its own form. */
export const AttractionForm: KindForm<Attraction> = Object.assign(
  (props: RecordFormProps<Attraction>) => (props.kind.screen === 'umkm' ? <UmkmForm {...props} /> : <WisataForm {...props} />),
  { translated: attractionTranslated },
);
