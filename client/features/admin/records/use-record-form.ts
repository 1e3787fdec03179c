/**
 * The wiring every admin record form shares: the form hook, the images, saving (validate → send →
 * toast → move on) as a draft or published, and the props of RecordFormShell. A form keeps only its
 * schema, initial values, procedures and fields; its name, texts and toasts come from its kind's
 * declaration (kinds/).
 */
import type { OperationContext } from '@trpc/client';
import { useState, type ComponentProps } from 'react';
import { message, messages } from '@shared/messages';
import type { ImageRef } from '@shared/schemas/common';
import type { RecordMeta, RecordStatus, WithMeta } from '@shared/schemas/lifecycle';
import type { TranslatableField, Translations, WithTranslations } from '@shared/schemas/translation';
import { useForm, type FormValues } from '@client/lib/form';
import { progressContext } from '@client/lib/upload-link';
import { NO_IMAGES, type ImageState } from '@client/components/admin/image-picker';
import type { UploadStage } from '@client/components/admin/upload-progress';
import { formatVillageDateTime } from '@client/components/admin/village-time';
import { englishInput, withEnglish, type SavedTexts } from './english-values';
import { imagesChanged, recordFormData, type SaveTarget } from './record-form-data';
import type { RecordFormShell } from './record-form-shell';
import type { FormKind, KindToasts } from './admin-kind';
import type { RecordChecks } from './record-checks';
import { fixedFailure, useRecordSave, type SaveMessages } from './use-record-save';

/**
 * The props every record form takes: no record adds, a record edits (over the version it carries, with its
 * translations); onCancel only on edit screens. A template (a copied record, when the kind's declaration has `copy`) fills the add
 * form's initial values.
 */
export interface RecordFormProps<R> {
  kind: FormKind;
  record?: WithMeta<WithTranslations<R>>;
  template?: R;
  onDone: () => void;
  onCancel?: () => void;
}

/** A tRPC mutation taking the record's FormData, e.g. `trpcClient.paket.create`. */
interface UploadMutation {
  mutate(form: FormData, options?: { context?: OperationContext }): Promise<unknown>;
}

/** A tRPC mutation taking JSON, e.g. `trpcClient.mapLocation.create`. */
interface JsonMutation<I> {
  mutate(input: I): Promise<unknown>;
}

/**
 * Records with images go as FormData, with a progress bar (DESIGN.md §7); the rest as JSON, `{status, data,
 * translations}` to create and `{id, version, status, data, translations}` to update.
 */
export type Sender<Out> =
  | { uploads: { create: UploadMutation; update: UploadMutation } }
  | {
      json: {
        create: JsonMutation<{ status: RecordStatus; data: Out; translations?: Translations | undefined }>;
        update: JsonMutation<{ id: number; version: number; status: RecordStatus; data: Out; translations?: Translations | undefined }>;
      };
    };

export type RecordFormOptions<V extends FormValues, Out, R> = RecordFormProps<R> & {
  schema: RecordChecks<Out>;
  initial: V;
  aliases?: Record<string, readonly string[]>;
  /** The fields whose English texts the form holds too (english-values.ts). */
  translated?: readonly TranslatableField[];
} & Sender<Out>;

const failureOf = (failure: KindToasts['addFailed']) => (typeof failure === 'string' ? fixedFailure(failure) : failure);

/** The save toasts of an add or an edit; a draft's, either way, says it was saved as a draft. */
function saveMessages(toasts: KindToasts, editing: boolean): SaveMessages<{ target: SaveTarget }> {
  const published = editing ? toasts.updated : toasts.added;
  return {
    success: ({ target }) => (target.status === 'draft' ? toasts.draftSaved : published),
    failure: failureOf(editing ? toasts.updateFailed : toasts.addFailed),
    toastMs: toasts.ms,
  };
}

type ShellProps = Omit<ComponentProps<typeof RecordFormShell>, 'children'>;

/** The server's CONFLICT sentence, for the version this form loaded: who saved it, and when. */
const conflictSentence = (meta: RecordMeta) =>
  message('recordConflict', { nama: meta.updatedBy ?? messages.recordConflictSomeone, waktu: formatVillageDateTime(meta.updatedAt) });

export function useRecordForm<V extends FormValues, Out, R extends { id: number; name: string; images?: ImageRef[] }>(options: RecordFormOptions<V, Out, R>) {
  const { kind, record, template, onCancel, translated = [] } = options;
  // Names the form and its drafts, one per screen and record.
  const screen = kind.screen;
  const id = `${screen}-form`;
  // The kind's checks, each with its English texts' beside it.
  const [checks] = useState(() => ({ publish: withEnglish(options.schema.publish, translated), draft: withEnglish(options.schema.draft, translated) }));
  const form = useForm({
    id,
    schema: checks.publish,
    initial: options.initial,
    draftKey: record ? `edit-${screen}-${record.id}` : template ? `copy-${screen}-${template.id}` : `add-${screen}`,
    // The server names a refused English text by its input (`description_en`); a refusal of them all marks each.
    aliases: translated.length > 0 ? { ...options.aliases, translations: translated.map(englishInput) } : options.aliases,
    version: record?.meta.version,
  });
  const original: ImageState = { existing: record?.images ?? [], files: [] };
  const [images, setImages] = useState<ImageState>(record ? original : NO_IMAGES);
  // The version the form's values were loaded at. The record's query may be read again meanwhile (another
  // editor saved): the form still shows the older values, so it saves over the older version, which the
  // server refuses rather than overwrite changes this form never showed.
  const [edited] = useState(() => (record ? { id: record.id, version: record.meta.version } : undefined));
  const uploads = 'uploads' in options;

  const send = async ({ data, translations, target }: SavedTexts<Out> & { target: SaveTarget }, onProgress: (stage: UploadStage) => void) => {
    if ('json' in options) {
      const { status, edited: over } = target;
      return over ? options.json.update.mutate({ ...over, status, data, translations }) : options.json.create.mutate({ status, data, translations });
    }
    const mutation = target.edited ? options.uploads.update : options.uploads.create;
    // The photos shrink before the request starts, so the bar then counts the bytes that really travel.
    const preparing = images.files.length > 0;
    if (preparing) onProgress('preparing');
    const form = await recordFormData({ data, translations }, images, target);
    if (preparing) onProgress(0);
    return mutation.mutate(form, { context: progressContext(onProgress) });
  };
  const save = useRecordSave({
    ...saveMessages(kind.toasts, record !== undefined),
    kind: kind.record,
    send,
    onDone: options.onDone,
    onConflict: form.setError,
    onRefused: form.showProblems,
  });

  const submit = async (status: RecordStatus) => {
    // A restored draft still holding fields both it and a newer save changed: sending it would overwrite
    // one side unseen, so the save is refused as the server refuses one over a newer version.
    if (record && form.conflicts.length > 0) {
      form.setError(conflictSentence(record.meta));
      return;
    }
    const checked = form.validate(checks[status === 'draft' ? 'draft' : 'publish']);
    if (!checked) return;
    const ok = await save.run({ ...checked, target: { status, edited } });
    if (ok) form.markSaved();
  };

  const shellProps: ShellProps = {
    id,
    label: record ? `${messages.adminEdit} ${record.name}` : kind.labels.tambah,
    error: form.error,
    errorId: form.errorId,
    restored: form.restored,
    conflicts: form.conflicts.length > 0,
    dirty: form.dirty || (uploads && imagesChanged(original, images)),
    saving: save.saving,
    saved: save.saved,
    progress: uploads ? save.progress : null,
    images: uploads ? { value: images, onChange: setImages } : undefined,
    onSubmit: (status) => void submit(status),
    onDiscard: form.discardDraft,
    // Leaving through "Batal" is on purpose, so the draft goes too.
    onCancel: onCancel
      ? () => {
          form.discardDraft();
          onCancel();
        }
      : undefined,
  };
  return { form, shellProps };
}
