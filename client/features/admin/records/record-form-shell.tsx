/**
 * The frame every admin record form shares: alert, fields, images, progress, buttons, unsaved guard. Two
 * submit buttons: "Terbitkan" publishes (the default, as Enter in a field presses it, as the one "Simpan"
 * did before drafts), "Simpan Draf" saves without showing the record on the public site.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '@shared/messages';
import type { RecordStatus } from '@shared/schemas/lifecycle';
import { BUTTON } from '@client/components/admin/fields';
import { FormAlert } from '@client/components/admin/form-alert';
import { ImagePicker, type ImageState } from '@client/components/admin/image-picker';
import { UnsavedGuard } from '@client/components/admin/unsaved-guard';
import { UploadProgress, type UploadStage } from '@client/components/admin/upload-progress';

/** The status the pressed button saves with: its value (Enter presses the first, "Terbitkan"). */
function submittedStatus(event: FormEvent): RecordStatus {
  const submitter = 'submitter' in event.nativeEvent ? event.nativeEvent.submitter : null;
  return submitter instanceof HTMLButtonElement && submitter.value === 'draft' ? 'draft' : 'published';
}

export function RecordFormShell(props: {
  id: string;
  label: string;
  error: string | null;
  errorId: string;
  restored: boolean;
  /** Fields of a restored draft wait for a choice between the saved value and the draft's. */
  conflicts: boolean;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  progress: UploadStage | null;
  images?: { value: ImageState; onChange: (next: ImageState) => void };
  onSubmit: (status: RecordStatus) => void;
  onCancel?: () => void;
  /** Leaving on purpose drops the stored draft. */
  onDiscard: () => void;
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState<RecordStatus>('published');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.saving || props.saved) return;
    const status = submittedStatus(event);
    setPressed(status);
    props.onSubmit(status);
  };
  const button = (status: RecordStatus, label: string, className: string) => {
    const busy = props.saving && pressed === status;
    return (
      <button type="submit" value={status} className={className} disabled={props.saving} aria-busy={busy}>
        {busy ? messages.adminBusy : label}
      </button>
    );
  };
  return (
    <form id={props.id} aria-label={props.label} noValidate onSubmit={submit} className="space-y-5 rounded-xl border border-slate-300 bg-white p-4 shadow-sm md:p-6">
      <FormAlert id={props.errorId} error={props.error} restored={props.restored} conflicts={props.conflicts} />
      {props.children}
      {props.images ? <ImagePicker id={`${props.id}-images`} value={props.images.value} onChange={props.images.onChange} /> : null}
      <UploadProgress stage={props.progress} />
      <div className="flex flex-wrap gap-3">
        {button('published', messages.adminPublish, BUTTON.primary)}
        {button('draft', messages.adminSaveDraft, BUTTON.secondary)}
        {props.onCancel ? (
          <button type="button" className={BUTTON.secondary} onClick={props.onCancel}>
            {messages.adminCancel}
          </button>
        ) : null}
      </div>
      <UnsavedGuard when={props.dirty && !props.saving && !props.saved} onLeave={props.onDiscard} />
    </form>
  );
}
