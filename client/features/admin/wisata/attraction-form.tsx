/** Add and edit form of an attraction, or of a UMKM (same record, category UMKM; SPEC.md §3, §5). */
import { useState } from 'react';
import { ADMIN_ATTRACTION_CATEGORIES, NAME_MAX, PHONE_MAX } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import type { Attraction } from '../../../../shared/schemas/attraction';
import { useForm } from '../../../lib/form';
import { uploadForm } from '../../../lib/upload';
import { LocationField } from '../records/location-field';
import { recordFormData, imagesChanged } from '../records/record-form-data';
import { RecordFormShell } from '../records/record-form-shell';
import { attractionAddFailure, fixedFailure, useRecordSave } from '../records/use-record-save';
import { FormGrid, SelectField, TextArea, TextField } from '../ui/fields';
import { NO_IMAGES, type ImageState } from '../ui/image-picker';
import { attractionAliases, attractionFormSchema, attractionValues, umkmFormSchema } from './attraction-form-schema';
import { OpeningHoursFields } from './opening-hours-fields';

const CATEGORY_OPTIONS = ADMIN_ATTRACTION_CATEGORIES.map((category) => ({ value: category, label: category }));

const SAVE_MESSAGES = {
  wisata: {
    add: { success: messages.attractionAdded, failure: attractionAddFailure },
    edit: { success: messages.updated, failure: fixedFailure(messages.updateFailed) },
  },
  umkm: {
    add: { success: messages.umkmAdded, failure: attractionAddFailure },
    edit: { success: messages.umkmUpdated, failure: fixedFailure(messages.umkmUpdateFailed) },
  },
} as const;

export function AttractionForm({ kind, record, onDone, onCancel }: { kind: 'wisata' | 'umkm'; record?: Attraction; onDone: () => void; onCancel?: () => void }) {
  const umkm = kind === 'umkm';
  const form = useForm({
    id: `${kind}-form`,
    schema: umkm ? umkmFormSchema : attractionFormSchema,
    initial: attractionValues(record, umkm ? 'UMKM' : ''),
    draftKey: record ? `edit-${kind}-${record.id}` : `add-${kind}`,
    aliases: attractionAliases,
  });
  const original: ImageState = { existing: record?.images ?? [], files: [] };
  const [images, setImages] = useState<ImageState>(record ? original : NO_IMAGES);
  const save = useRecordSave({ ...SAVE_MESSAGES[kind][record ? 'edit' : 'add'], onDone });

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    const body = recordFormData(data, images, record?.id);
    const ok = await save.run((onProgress) => uploadForm(record ? 'attraction.update' : 'attraction.create', body, onProgress));
    if (ok) form.markSaved();
  };

  const required = !umkm;
  return (
    <RecordFormShell
      id={`${kind}-form`}
      label={record ? `${messages.adminEdit} ${record.name}` : umkm ? messages.adminTabAddUmkm : messages.adminTabAddWisata}
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
        {umkm ? null : (
          <SelectField label={messages.adminFieldCategory} required options={CATEGORY_OPTIONS} placeholder={messages.adminChooseCategory} {...form.field('category')} />
        )}
        <TextField label={messages.adminFieldName} required maxLength={NAME_MAX} {...form.field('name')} />
        <TextArea label={messages.adminFieldDescription} required className="md:col-span-2" {...form.field('description')} />
        <TextField label={messages.adminFieldPrice} required={required} inputMode="numeric" {...form.field('price', { digits: true })} />
        <TextField label={messages.adminFieldPhone} inputMode="numeric" maxLength={PHONE_MAX} {...form.field('phone', { digits: true })} />
        <OpeningHoursFields field={(name) => form.field(name)} required={required} />
        <TextField label={messages.adminFieldEmail} type="email" {...form.field('email')} />
        <TextField label={messages.adminFieldInstagram} {...form.field('instagram')} />
        <LocationField field={form.field('location')} required={required} onPick={(text) => form.set('location', text)} />
        {umkm ? null : (
          <>
            <TextArea label={messages.adminFieldFacilities} rows={2} {...form.field('facilities')} />
            <TextArea label={messages.adminFieldPoints} rows={2} {...form.field('points')} />
          </>
        )}
      </FormGrid>
    </RecordFormShell>
  );
}
