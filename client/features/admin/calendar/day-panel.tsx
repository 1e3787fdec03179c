/**
 * One day of one lodging or package, in a modal dialog over the month (native <dialog>: focus kept inside,
 * Escape closes, focus goes back to the day's cell): what is left, the requests and imported bookings that
 * fill it, whether the village closed it, and the day's actions. What an action did is said in the dialog
 * itself, where the admin is looking, and the dialog shows the month as read again after it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { DayAvailability } from '@shared/availability';
import { messages } from '@shared/messages';
import type { CalendarRow } from '@shared/schemas/availability';
import { BUTTON } from '@client/components/admin/fields';
import { TONE_CLASS } from './calendar-grid';
import { DayClosure } from './day-closure';
import { DayImported, DayRequests } from './day-bookings';
import { dayCell, longDay, onDay, sizeText } from './day-cell';
import { useDayActions, type Feedback } from './use-day-actions';

const FEEDBACK_CLASS: Record<Feedback['tone'], string> = {
  status: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  alert: 'border-red-300 bg-red-50 text-red-800',
};

export function DayPanel({ row, day, onDismiss }: { row: CalendarRow; day: DayAvailability; onDismiss: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const actions = useDayActions({ target: row.target, id: row.id, day: day.day }, setFeedback);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // Each outcome takes the focus, so it is read out and the next Tab starts from it.
  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);
  const view = dayCell(row, day);
  const imported = onDay(row.imported, day.day);
  const closure = row.closures.find((closed) => closed.day === day.day);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onDismiss}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-1rem))] overflow-y-auto rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {row.name}
          <span className="block text-base font-normal text-slate-700">{longDay(day.day)}</span>
        </h2>
        <button type="button" onClick={() => ref.current?.close()} className={`${BUTTON.secondary} shrink-0`}>
          {messages.adminCalendarDismiss}
        </button>
      </div>
      <div className="space-y-5 p-4">
        <p className="flex flex-wrap items-center gap-2 text-slate-800">
          <span className={`rounded border px-2 py-0.5 text-sm font-semibold ${TONE_CLASS[view.tone]}`}>{view.text}</span>
          {view.words ? <span>{view.words}</span> : null}
          <span className="text-slate-600">({sizeText(row)})</span>
        </p>
        {feedback ? (
          <p key={feedback.tone} ref={feedbackRef} tabIndex={-1} role={feedback.tone} className={`rounded-md border px-3 py-2 text-sm font-medium focus:outline-none ${FEEDBACK_CLASS[feedback.tone]}`}>
            {feedback.text}
          </p>
        ) : null}
        <DayRequests requests={onDay(row.requests, day.day)} target={row.target} busy={actions.busy} onConfirm={(id) => actions.confirm.mutate(id)} />
        {imported.length > 0 ? <DayImported imported={imported} /> : null}
        <DayClosure key={closure ? 'closed' : 'open'} closure={closure} busy={actions.busy} onCloseDay={(reason) => actions.close.mutate(reason)} onOpenDay={() => actions.open.mutate()} />
      </div>
    </dialog>
  );
}
