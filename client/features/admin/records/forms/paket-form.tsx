/** Add and edit form of a tour package (SPEC.md §5); its toasts last 2.5 s (SPEC.md §9). */
import { splitList } from '@shared/format';
import { messages } from '@shared/messages';
import { paketInput, type Paket } from '@shared/schemas/paket';
import { formSchema } from '@client/lib/form';
import { NamePhoneFields } from '../name-phone-fields';
import { RecordForm } from '../record-form';
import type { RecordFormProps } from '../use-record-form';
import { TextArea, TextField } from '@client/components/admin/fields';
import { trpcClient } from '@client/lib/trpc';

function paketValues(record?: Paket) {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    price: record ? String(record.price) : '',
    phone: record?.phone ?? '',
    facilities: record?.facilities.join(', ') ?? '',
  };
}

const paketFormSchema = formSchema({
  required: [{ fields: ['price'], message: messages.requiredFields }],
  toInput: (values: ReturnType<typeof paketValues>) => ({
    name: values.name,
    description: values.description,
    price: Number(values.price),
    phone: values.phone,
    facilities: splitList(values.facilities),
  }),
  schema: paketInput,
});

export function PaketForm(props: RecordFormProps<Paket>) {
  const { record } = props;
  return (
    <RecordForm
      {...props}
      schema={paketFormSchema}
      initial={paketValues(record)}
      uploads={trpcClient.paket}
      fields={(form) => (
        <>
          <NamePhoneFields field={form.field} />
          <TextField label={messages.adminFieldPrice} required inputMode="numeric" {...form.field('price', { digits: true })} />
          <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
        </>
      )}
    />
  );
}
