/** A kind's form: the shared wiring (useRecordForm) and frame (RecordFormShell) around its own fields. */
import type { ReactNode } from 'react';
import type { FormValues } from '@client/lib/form';
import type { ImageRef } from '@shared/schemas/common';
import { FormGrid } from '@client/components/admin/fields';
import { RecordFormShell } from './record-form-shell';
import { useRecordForm, type RecordFormOptions } from './use-record-form';

type Form<V extends FormValues, Out, R extends EditedRecord> = ReturnType<typeof useRecordForm<V, Out, R>>['form'];
type EditedRecord = { id: number; name: string; images?: ImageRef[] };

export function RecordForm<V extends FormValues, Out, R extends EditedRecord>({
  fields,
  ...options
}: RecordFormOptions<V, Out, R> & { fields: (form: Form<V, Out, R>) => ReactNode }) {
  const { form, shellProps } = useRecordForm(options);
  return (
    <RecordFormShell {...shellProps}>
      <FormGrid>{fields(form)}</FormGrid>
    </RecordFormShell>
  );
}
