/**
 * Add and edit form of a dish, drink or souvenir (DESIGN.md §9): category, name, description and location
 * required; a price range (both empty is free), opening hours, phone and the "Halal" mark optional.
 */
import { KULINER_CATEGORIES, NAME_MAX, PHONE_MAX, type KulinerCategory } from '@shared/constants';
import { messages } from '@shared/messages';
import { kulinerInput, type Kuliner } from '@shared/schemas/kuliner';
import { formSchema } from '@client/lib/form';
import { trpcClient } from '@client/lib/trpc';
import { LocationField } from '../location-field';
import { RecordForm } from '../record-form';
import type { RecordFormProps } from '../use-record-form';
import { CHECKED, CheckboxField, SelectField, TextArea, TextField } from '@client/components/admin/fields';

const CATEGORY_OPTIONS = KULINER_CATEGORIES.map((category) => ({ value: category, label: category }));

function kulinerValues(record?: Kuliner) {
  return {
    category: record?.category ?? '',
    name: record?.name ?? '',
    description: record?.description ?? '',
    price_min: record ? String(record.price_min) : '',
    price_max: record ? String(record.price_max) : '',
    opening_hours: record?.opening_hours ?? '',
    phone: record?.phone ?? '',
    location: record?.location ?? '',
    halal: record?.halal ? CHECKED : '',
  };
}

/** An empty price is left out, so the shared schema's default (0) applies. */
const price = (text: string) => (text === '' ? undefined : Number(text));

const kulinerFormSchema = formSchema({
  required: [{ fields: ['category'], message: messages.requiredFields }],
  toInput: (values: ReturnType<typeof kulinerValues>) => ({
    ...values,
    category: values.category as KulinerCategory,
    price_min: price(values.price_min),
    price_max: price(values.price_max),
    halal: values.halal === CHECKED,
  }),
  schema: kulinerInput,
});

export function KulinerForm(props: RecordFormProps<Kuliner>) {
  return (
    <RecordForm
      {...props}
      schema={kulinerFormSchema}
      initial={kulinerValues(props.record)}
      uploads={trpcClient.kuliner}
      fields={(form) => (
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
      )}
    />
  );
}
