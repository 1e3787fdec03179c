/** The frame every admin record form shares: alert, fields, images, progress, buttons, unsaved guard. */
import type { FormEvent, ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { BUTTON } from '../ui/fields';
import { FormAlert } from '../ui/form-alert';
import { ImagePicker, type ImageState } from '../ui/image-picker';
import { UnsavedGuard } from '../ui/unsaved-guard';
import { UploadProgress } from '../ui/upload-progress';

export function RecordFormShell(props: {
  id: string;
  label: string;
  error: string | null;
  errorId: string;
  restored: boolean;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  progress: number | null;
  images?: { value: ImageState; onChange: (next: ImageState) => void };
  onSubmit: () => void;
  onCancel?: () => void;
  /** Leaving on purpose drops the stored draft. */
  onDiscard: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.saving && !props.saved) props.onSubmit();
  };
  return (
    <form id={props.id} aria-label={props.label} noValidate onSubmit={submit} className="space-y-5 rounded-xl border border-slate-300 bg-white p-4 shadow-sm md:p-6">
      <FormAlert id={props.errorId} error={props.error} restored={props.restored} />
      {props.children}
      {props.images ? <ImagePicker id={`${props.id}-images`} value={props.images.value} onChange={props.images.onChange} /> : null}
      <UploadProgress percent={props.progress} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON.primary} disabled={props.saving} aria-busy={props.saving}>
          {props.saving ? messages.adminBusy : messages.adminSave}
        </button>
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
