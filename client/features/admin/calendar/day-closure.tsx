/** Whether the village closed the day, and why; with "Buka kembali", or the reason box and "Tutup tanggal ini". */
import { useId, useState } from 'react';
import { message, messages } from '@shared/messages';
import { CLOSURE_REASON_MAX } from '@shared/schemas/availability';
import { BUTTON, INPUT_CLASS } from '@client/components/admin/fields';

interface Props {
  closure: { reason: string } | undefined;
  busy: boolean;
  onCloseDay: (reason: string) => void;
  onOpenDay: () => void;
}

export function DayClosure({ closure, busy, onCloseDay, onOpenDay }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  if (closure) {
    return (
      <div className="space-y-2 rounded-lg border border-slate-300 bg-slate-50 p-3">
        <p className="font-semibold text-slate-900">{closure.reason ? message('adminCalendarClosureReason', { reason: closure.reason }) : messages.adminCalendarClosure}</p>
        <button type="button" disabled={busy} onClick={onOpenDay} className={BUTTON.primary}>
          {messages.adminCalendarOpenDay}
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onCloseDay(reason.trim());
      }}
      className="space-y-2 rounded-lg border border-slate-300 bg-slate-50 p-3"
    >
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {messages.adminCalendarReason}
      </label>
      <input id={id} value={reason} maxLength={CLOSURE_REASON_MAX} onChange={(event) => setReason(event.target.value)} className={INPUT_CLASS} />
      <button type="submit" disabled={busy} className={`${BUTTON.danger} disabled:opacity-60`}>
        {messages.adminCalendarCloseDay}
      </button>
    </form>
  );
}
