/** Add and edit form of a lodging (SPEC.md §5): check-in/out times, phone 8 to 15 digits. */
import { useState } from 'react';
import { NAME_MAX, PHONE_MAX } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import type { Accommodation } from '../../../../shared/schemas/accommodation';
import { useForm } from '../../../lib/form';
import { uploadForm } from '../../../lib/upload';
import { LocationField } from '../records/location-field';
import { imagesChanged, recordFormData } from '../records/record-form-data';
import { RecordFormShell } from '../records/record-form-shell';
import { fixedFailure, useRecordSave } from '../records/use-record-save';
import { FormGrid, TextArea, TextField } from '../ui/fields';
import { NO_IMAGES, type ImageState } from '../ui/image-picker';
import { accommodationAliases, accommodationFormSchema, accommodationValues } from './accommodation-form-schema';

export function AccommodationForm({ record, onDone, onCancel }: { record?: Accommodation; onDone: () => void; onCancel?: () => void }) {
  const form = useForm({
    id: 'penginapan-form',
    schema: accommodationFormSchema,
    initial: accommodationValues(record),
    draftKey: record ? `edit-penginapan-${record.id}` : 'add-penginapan',
    aliases: accommodationAliases,
  });
  const original: ImageState = { existing: record?.images ?? [], files: [] };
  const [images, setImages] = useState<ImageState>(record ? original : NO_IMAGES);
  const save = useRecordSave({
    success: record ? messages.accommodationUpdated : messages.accommodationAdded,
    failure: fixedFailure(record ? messages.updateFailed : messages.accommodationAddFailed),
    onDone,
  });

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    const body = recordFormData(data, images, record?.id);
    const ok = await save.run((onProgress) => uploadForm(record ? 'accommodation.update' : 'accommodation.create', body, onProgress));
    if (ok) form.markSaved();
  };

  return (
    <RecordFormShell
      id="penginapan-form"
      label={record ? `${messages.adminEdit} ${record.name}` : messages.adminTabAddPenginapan}
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
        <TextField label={messages.adminFieldPriceNight} inputMode="numeric" {...form.field('price', { digits: true })} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label={messages.adminFieldCheckIn} required type="time" {...form.field('checkIn')} />
          <TextField label={messages.adminFieldCheckOut} required type="time" {...form.field('checkOut')} />
        </div>
        <TextField label={messages.adminFieldEmail} type="email" {...form.field('email')} />
        <TextField label={messages.adminFieldInstagram} {...form.field('instagram')} />
        <LocationField field={form.field('location')} onPick={(text) => form.set('location', text)} />
        <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
        <TextArea label={messages.adminFieldPoints} rows={2} {...form.field('points')} />
      </FormGrid>
    </RecordFormShell>
  );
}
