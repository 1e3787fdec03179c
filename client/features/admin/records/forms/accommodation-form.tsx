/** Add and edit form of a lodging (SPEC.md §5): check-in/out times, phone 8 to 15 digits, and its rooms (DESIGN.md §9). */
import { messages } from '@shared/messages';
import { accommodationTranslated } from '@shared/schemas/accommodation';
import { trpcClient } from '@client/lib/trpc';
import { TextArea, TextField } from '@client/components/admin/fields';
import { LocationField } from '../location-field';
import { NamePhoneFields } from '../name-phone-fields';
import { recordForm, type RecordFieldsProps } from '../record-form';
import { accommodationAliases, accommodationFormSchema, accommodationValues, type AccommodationValues } from './accommodation-form-schema';

function AccommodationFields({ form }: RecordFieldsProps<AccommodationValues>) {
  return (
    <>
      <NamePhoneFields field={form.field} />
      <TextField label={messages.adminFieldPriceNight} inputMode="numeric" {...form.field('price', { digits: true })} />
      <TextField label={messages.adminFieldUnits} hint={messages.adminUnitsHint} inputMode="numeric" {...form.field('units', { digits: true })} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label={messages.adminFieldCheckIn} required type="time" {...form.field('checkIn')} />
        <TextField label={messages.adminFieldCheckOut} required type="time" {...form.field('checkOut')} />
      </div>
      <TextField label={messages.adminFieldEmail} type="email" {...form.field('email')} />
      <TextField label={messages.adminFieldInstagram} {...form.field('instagram')} />
      <LocationField field={form.field('location')} onPick={(text) => form.set('location', text)} />
      <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
      <TextArea label={messages.adminFieldPoints} rows={2} {...form.field('points')} />
    </>
  );
}

export const AccommodationForm = recordForm({
  translated: accommodationTranslated,
  schema: accommodationFormSchema,
  values: accommodationValues,
  aliases: accommodationAliases,
  uploads: trpcClient.accommodation,
  fields: AccommodationFields,
});
