/**
 * A kind's form, declared: what its inputs start from, the schema that checks them, how a save is sent, its
 * own fields, and which of its texts have an English version. The shared wiring (useRecordForm) and frame
 * (RecordFormShell) are made around them, so a form file says only what is its kind's. A kind with English
 * texts shows its fields under the tab "Indonesia" and their English versions under "Inggris".
 */
import { useState, type ComponentType, type ReactElement } from 'react';
import { messages } from '@shared/messages';
import type { ImageRef } from '@shared/schemas/common';
import type { TranslatableField } from '@shared/schemas/translation';
import type { FormValues, useForm } from '@client/lib/form';
import { FormGrid } from '@client/components/admin/fields';
import { AdminTabs } from '@client/components/admin/tabs';
import { EnglishFields } from './english-fields';
import { englishInput, englishValues } from './english-values';
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
  /** The fields its "Inggris" tab edits: its kind's translated fields (`attractionTranslated`) that this form shows. */
  translated?: readonly TranslatableField[];
};

/** A kind's form, and the translated fields it edits: the list offers "Belum diterjemahkan" where there are any. */
export interface KindForm<R> {
  (props: RecordFormProps<R>): ReactElement;
  translated: readonly TranslatableField[];
}

type Language = 'id' | 'en';
const LANGUAGES: readonly Language[] = ['id', 'en'];
const LANGUAGE_LABELS: Record<Language, string> = { id: messages.adminLanguage_id, en: messages.adminLanguage_en };

/**
 * The tab to show: the one the admin chose, but after a refused save the one holding the invalid inputs,
 * when only one does (so the first of them can take the focus); a restored draft opens on its conflicts.
 */
function useLanguage(form: RecordFormApi<FormValues> & { conflicts: string[] }, english: readonly string[]) {
  const inTab = (names: readonly string[]) => ({ en: names.some((name) => english.includes(name)), id: names.some((name) => !english.includes(name)) });
  const [language, setLanguage] = useState<Language>(() => (inTab(form.conflicts).en && !inTab(form.conflicts).id ? 'en' : 'id'));
  const invalid = Object.keys(form.values).filter((name) => form.field(name).error !== undefined);
  const [seen, setSeen] = useState('');
  // Adjusted while rendering, not in an effect: the tab is open before the form focuses its first invalid input.
  if (invalid.join(' ') !== seen) {
    setSeen(invalid.join(' '));
    const where = inTab(invalid);
    if (where.en !== where.id) setLanguage(where.en ? 'en' : 'id');
  }
  return [language, setLanguage] as const;
}

export function recordForm<R extends EditedRecord, V extends FormValues, Out>(declaration: RecordFormDeclaration<R, V, Out>): KindForm<R> {
  const { values, copied, fields: Fields, translated = [] } = declaration;
  const english = translated.map(englishInput);
  /** The Indonesian input a translated field's text is typed in (`points` for `points_of_attraction`). */
  const sourceOf = (field: TranslatableField) => declaration.aliases?.[field]?.[0] ?? field;
  function KindFormView(props: RecordFormProps<R>) {
    const { record, template } = props;
    const own = record ? values(record) : template && copied ? copied(template) : values();
    const initial: V & FormValues = { ...own, ...englishValues(translated, record?.translations.en) };
    const { form, shellProps } = useRecordForm<V & FormValues, Out, R>({ ...declaration, ...props, initial, translated });
    const [language, setLanguage] = useLanguage(form, english);
    const indonesian = (
      <FormGrid>
        <Fields form={form} />
      </FormGrid>
    );
    return (
      <RecordFormShell {...shellProps}>
        {translated.length === 0 ? (
          indonesian
        ) : (
          <AdminTabs id={`${shellProps.id}-language`} keys={LANGUAGES} active={language} labels={LANGUAGE_LABELS} label={messages.adminLanguageTabs} onSelect={setLanguage}>
            {language === 'id' ? indonesian : <EnglishFields form={form} fields={translated} sourceOf={sourceOf} />}
          </AdminTabs>
        )}
      </RecordFormShell>
    );
  }
  return Object.assign(KindFormView, { translated });
}
