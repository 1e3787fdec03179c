/** Add and edit form of a tour package (SPEC.md §5); its toasts last 2.5 s (SPEC.md §9). */
import { useState } from 'react';
import { DELAY, NAME_MAX, PHONE_MAX } from '../../../../shared/constants';
import { splitList } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { paketInput, type Paket } from '../../../../shared/schemas/paket';
import { formSchema, useForm } from '../../../lib/form';
import { uploadForm } from '../../../lib/upload';
import { imagesChanged, recordFormData } from '../records/record-form-data';
import { RecordFormShell } from '../records/record-form-shell';
import { fixedFailure, useRecordSave } from '../records/use-record-save';
import { FormGrid, TextArea, TextField } from '../ui/fields';
import { NO_IMAGES, type ImageState } from '../ui/image-picker';

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

export function PaketForm({ record, onDone, onCancel }: { record?: Paket; onDone: () => void; onCancel?: () => void }) {
  const form = useForm({
    id: 'paket-form',
    schema: paketFormSchema,
    initial: paketValues(record),
    draftKey: record ? `edit-paket-${record.id}` : 'add-paket',
  });
  const original: ImageState = { existing: record?.images ?? [], files: [] };
  const [images, setImages] = useState<ImageState>(record ? original : NO_IMAGES);
  const save = useRecordSave({
    success: record ? messages.paketUpdated : messages.paketAdded,
    failure: fixedFailure(record ? messages.paketUpdateFailed : messages.paketAddFailed),
    toastMs: DELAY.toastPaket,
    onDone,
  });

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    const body = recordFormData(data, images, record?.id);
    const ok = await save.run((onProgress) => uploadForm(record ? 'paket.update' : 'paket.create', body, onProgress));
    if (ok) form.markSaved();
  };

  return (
    <RecordFormShell
      id="paket-form"
      label={record ? `${messages.adminEdit} ${record.name}` : messages.adminTabAddPaket}
      error={form.error}
      errorId={form.errorId}
      restored={form.restored}
      dirty={form.dirty || imagesChanged(original, images)}
      saving={save.saving}
      saved={save.saved}
      progress={save.progress}
      images={{ value: images, onChange: setImages }}
      onSubmit={() => void submit()}
      onDiscard={form.discardDraft}
      onCancel={
        onCancel
          ? () => {
              form.discardDraft();
              onCancel();
            }
          : undefined
      }
    >
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
