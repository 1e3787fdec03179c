/** Add and edit form of a tour package (SPEC.md §5); its toasts last 2.5 s (SPEC.md §9). */
import { messages } from '@shared/messages';
import { paketTranslated } from '@shared/schemas/paket';
import { trpcClient } from '@client/lib/trpc';
import { TextArea, TextField } from '@client/components/admin/fields';
import { NamePhoneFields } from '../name-phone-fields';
import { recordForm, type RecordFieldsProps } from '../record-form';
import { paketFormSchema, paketValues, type PaketValues } from './paket-form-schema';

function PaketFields({ form }: RecordFieldsProps<PaketValues>) {
  return (
    <>
      <NamePhoneFields field={form.field} />
      <TextField label={messages.adminFieldPrice} required inputMode="numeric" {...form.field('price', { digits: true })} />
      <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
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
