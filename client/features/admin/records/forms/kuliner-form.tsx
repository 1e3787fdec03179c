/**
 * Add and edit form of a dish, drink or souvenir (DESIGN.md §9): category, name, description and location
 * required; a price range (both empty is free), opening hours, phone and the "Halal" mark optional.
 */
import { KULINER_CATEGORIES, NAME_MAX, PHONE_MAX } from '@shared/constants';
import { messages } from '@shared/messages';
import { kulinerTranslated } from '@shared/schemas/kuliner';
import { trpcClient } from '@client/lib/trpc';
import { CHECKED, CheckboxField, SelectField, TextArea, TextField } from '@client/components/admin/fields';
import { LocationField } from '../location-field';
import { recordForm, type RecordFieldsProps } from '../record-form';
import { kulinerFormSchema, kulinerValues, type KulinerValues } from './kuliner-form-schema';

const CATEGORY_OPTIONS = KULINER_CATEGORIES.map((category) => ({ value: category, label: category }));

function KulinerFields({ form }: RecordFieldsProps<KulinerValues>) {
  return (
    <>
      <SelectField label={messages.adminFieldCategory} required options={CATEGORY_OPTIONS} placeholder={messages.adminChooseCategory} {...form.field('category')} />
      <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
      <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
      <TextField label={messages.adminFieldPriceMin} inputMode="numeric" {...form.field('price_min', { digits: true })} />
      <TextField label={messages.adminFieldPriceMax} inputMode="numeric" {...form.field('price_max', { digits: true })} />
      <TextField label={messages.adminFieldOpeningHours} {...form.field('opening_hours')} />
      <TextField label={messages.adminFieldPhone} inputMode="numeric" maxLength={PHONE_MAX} {...form.field('phone', { digits: true })} />
      <LocationField field={form.field('location')} required onPick={(text) => form.set('location', text)} />
      <CheckboxField label={messages.adminFieldHalal} field={form.field('halal')} onToggle={(checked) => form.set('halal', checked ? CHECKED : '')} />
    </>
  );
}

export const KulinerForm = recordForm({
  translated: kulinerTranslated,
  schema: kulinerFormSchema,
  values: kulinerValues,
  uploads: trpcClient.kuliner,
  fields: KulinerFields,
});
