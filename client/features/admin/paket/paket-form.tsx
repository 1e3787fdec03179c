/** Add and edit form of a tour package (SPEC.md §5); its toasts last 2.5 s (SPEC.md §9). */
import { NAME_MAX, PHONE_MAX } from '../../../../shared/constants';
import { splitList } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { paketInput, type Paket } from '../../../../shared/schemas/paket';
import { formSchema } from '../../../lib/form';
import { RecordFormShell } from '../records/record-form-shell';
import { useRecordForm, type RecordFormProps } from '../records/use-record-form';
import { FormGrid, TextArea, TextField } from '../ui/fields';
import { trpcClient } from '../../../lib/trpc';

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
  const { form, shellProps } = useRecordForm({
    ...props,
    schema: paketFormSchema,
    initial: paketValues(record),
    uploads: trpcClient.paket,
  });

  return (
    <RecordFormShell {...shellProps}>
      <FormGrid>
        <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
        <TextField label={messages.adminFieldPhone} required inputMode="numeric" maxLength={PHONE_MAX} {...form.field('phone', { digits: true })} />
        <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
        <TextField label={messages.adminFieldPrice} required inputMode="numeric" {...form.field('price', { digits: true })} />
        <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
      </FormGrid>
    </RecordFormShell>
  );
}
