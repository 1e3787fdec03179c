/**
 * A kind's form, declared: what its inputs start from, the schema that checks them, how a save is sent and
 * its own fields. The shared wiring (useRecordForm) and frame (RecordFormShell) are made around them, so a
 * form file says only what is its kind's.
 */
import type { ComponentType } from 'react';
import type { ImageRef } from '@shared/schemas/common';
import type { FormValues, useForm } from '@client/lib/form';
import { FormGrid } from '@client/components/admin/fields';
import type { RecordChecks } from './record-checks';
import { RecordFormShell } from './record-form-shell';
import { useRecordForm, type RecordFormProps, type Sender } from './use-record-form';

type EditedRecord = { id: number; name: string; images?: ImageRef[] };

/** What a kind's fields use of the form: its values, each input's props, and setting a value (the map pickers). */
export type RecordFormApi<V extends FormValues> = Pick<ReturnType<typeof useForm<V, unknown>>, 'values' | 'field' | 'set'>;

/** The props of a kind's fields component. */
export interface RecordFieldsProps<V extends FormValues> {
  form: RecordFormApi<V>;
}

export type RecordFormDeclaration<R, V extends FormValues, Out> = Sender<Out> & {
  /** Its checks (recordChecks): publishing's, the screen's required fields and the shared schema's, and a draft's. */
  schema: RecordChecks<Out>;
  /** The inputs' values: the edited record's, or blank to add one. */
  values: (record?: R) => V;
  /** What an add form copied from another record ("Salin") starts from, for kinds that copy. */
  copied?: (source: R) => V;
  /** Domain field → the inputs that feed it, where they differ (opening hours come from four inputs). */
  aliases?: Record<string, readonly string[]>;
  /** Its own inputs, laid out in the form's grid. */
  fields: ComponentType<RecordFieldsProps<V>>;
};

export function recordForm<R extends EditedRecord, V extends FormValues, Out>(declaration: RecordFormDeclaration<R, V, Out>): ComponentType<RecordFormProps<R>> {
  const { values, copied, fields: Fields } = declaration;
  return function KindForm(props: RecordFormProps<R>) {
    const { record, template } = props;
    const initial = record ? values(record) : template && copied ? copied(template) : values();
    const { form, shellProps } = useRecordForm<V, Out, R>({ ...declaration, ...props, initial });
    return (
      <RecordFormShell {...shellProps}>
        <FormGrid>
          <Fields form={form} />
        </FormGrid>
      </RecordFormShell>
    );
  };
}
