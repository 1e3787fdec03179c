/** A modal confirmation on the native <dialog> (focus trapped, Escape closes), never window.confirm. */
import { useEffect, useId, useRef } from 'react';
import { messages } from '@shared/messages';
import { BUTTON } from './fields';

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const { open, onCancel } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {props.title}
      </h2>
      <p id={textId} className="mt-2 text-slate-700">
        {props.text}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={BUTTON.secondary} onClick={onCancel} autoFocus>
          {props.cancelLabel ?? messages.adminCancel}
        </button>
        <button type="button" className={BUTTON.danger} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** A question a screen's actions are waiting on; null while none is. */
export interface PendingQuestion {
  title: string;
  text: string;
  confirmLabel: string;
}

/** The dialog of actions that ask before they act: open while `dialog` holds their question. */
export function PendingConfirmDialog({ actions }: { actions: { dialog: PendingQuestion | null | false; confirm: () => void; cancel: () => void } }) {
  const { dialog } = actions;
  return (
    <ConfirmDialog
      open={Boolean(dialog)}
      title={dialog ? dialog.title : ''}
      text={dialog ? dialog.text : ''}
      confirmLabel={dialog ? dialog.confirmLabel : ''}
      onConfirm={actions.confirm}
      onCancel={actions.cancel}
    />
  );
}
