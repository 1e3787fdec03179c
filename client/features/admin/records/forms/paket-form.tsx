/** Add and edit form of a tour package (SPEC.md §5), with its daily places and days (DESIGN.md §9); its toasts last 2.5 s (SPEC.md §9). */
import { isCalendarDay } from '@shared/availability';
import { formatCalendarDay } from '@shared/event-time';
import { messages } from '@shared/messages';
import { paketTranslated } from '@shared/schemas/paket';
import { trpcClient } from '@client/lib/trpc';
import { DateListField } from '@client/components/admin/date-list-field';
import { TextArea, TextField } from '@client/components/admin/fields';
import { NamePhoneFields } from '../name-phone-fields';
import { recordForm, type RecordFieldsProps } from '../record-form';
import { paketFormSchema, paketValues, type PaketValues } from './paket-form-schema';

/** "10 Mei 2027"; what is not a day (a draft typed elsewhere) as it is, for the admin to remove. */
const dayText = (day: string) => (isCalendarDay(day) ? formatCalendarDay(day) : day);

function PaketFields({ form }: RecordFieldsProps<PaketValues>) {
  return (
    <>
      <NamePhoneFields field={form.field} />
      <TextField label={messages.adminFieldPrice} required inputMode="numeric" {...form.field('price', { digits: true })} />
      <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
      <TextField label={messages.adminFieldCapacity} hint={messages.adminCapacityHint} inputMode="numeric" {...form.field('capacity', { digits: true })} />
      <DateListField
        label={messages.adminFieldRunDates}
        hint={messages.adminRunDatesHint}
        emptyText={messages.adminRunDatesEveryDay}
        field={form.field('run_dates')}
        format={dayText}
        onChange={(value) => form.set('run_dates', value)}
      />
    </>
  );
}

export const PaketForm = recordForm({
  translated: paketTranslated,
  schema: paketFormSchema,
  values: paketValues,
  uploads: trpcClient.paket,
  fields: PaketFields,
});
