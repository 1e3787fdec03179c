/** Add and edit form of a public facility (SPEC.md §5): name, description and location required. */
import { useState } from 'react';
import { NAME_MAX } from '../../../../shared/constants';
import { splitList } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { facilityInput, type Facility } from '../../../../shared/schemas/facility';
import { formSchema, useForm } from '../../../lib/form';
import { uploadForm } from '../../../lib/upload';
import { LocationField } from '../records/location-field';
import { imagesChanged, recordFormData } from '../records/record-form-data';
import { RecordFormShell } from '../records/record-form-shell';
import { fixedFailure, useRecordSave } from '../records/use-record-save';
import { FormGrid, TextArea, TextField } from '../ui/fields';
import { NO_IMAGES, type ImageState } from '../ui/image-picker';

function facilityValues(record?: Facility) {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    facilities: record?.facilities.join(', ') ?? '',
    location: record?.location ?? '',
  };
}

const facilityFormSchema = formSchema({
  toInput: (values: ReturnType<typeof facilityValues>) => ({ ...values, facilities: splitList(values.facilities) }),
  schema: facilityInput,
});

export function FacilityForm({ record, onDone, onCancel }: { record?: Facility; onDone: () => void; onCancel?: () => void }) {
  const form = useForm({
    id: 'fasilitas-form',
    schema: facilityFormSchema,
    initial: facilityValues(record),
    draftKey: record ? `edit-fasilitas-${record.id}` : 'add-fasilitas',
  });
  const original: ImageState = { existing: record?.images ?? [], files: [] };
  const [images, setImages] = useState<ImageState>(record ? original : NO_IMAGES);
  const save = useRecordSave({
    success: record ? messages.facilityUpdated : messages.facilityAdded,
    failure: fixedFailure(record ? messages.facilityUpdateFailed : messages.facilityAddFailed),
    onDone,
  });

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    const body = recordFormData(data, images, record?.id);
    const ok = await save.run((onProgress) => uploadForm(record ? 'facility.update' : 'facility.create', body, onProgress));
    if (ok) form.markSaved();
  };

  return (
    <RecordFormShell
      id="fasilitas-form"
      label={record ? `${messages.adminEdit} ${record.name}` : messages.adminTabAddFasilitas}
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
        <TextArea label={messages.adminFieldSubFacilities} rows={2} {...form.field('facilities')} />
        <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
        <LocationField field={form.field('location')} required onPick={(text) => form.set('location', text)} />
      </FormGrid>
    </RecordFormShell>
  );
}
