/** The month shown, with a button to the one before and the one after (the month lives in the URL). */
import { addMonths } from '@shared/availability';
import { formatCalendarMonth } from '@shared/event-time';
import { messages } from '@shared/messages';
import { BUTTON } from '@client/components/admin/fields';

/** A step to another month: its arrow always, its words too where there is room (and always to a screen reader). */
function Step({ label, arrow, after = false, onClick }: { label: string; arrow: string; after?: boolean; onClick: () => void }) {
  const sign = <span aria-hidden="true">{arrow}</span>;
  return (
    <button type="button" onClick={onClick} className={`${BUTTON.secondary} px-3`}>
      {after ? null : sign}
      <span className="sr-only sm:not-sr-only">{label}</span>
      {after ? sign : null}
    </button>
  );
}

export function MonthPicker({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  return (
    <div role="group" aria-label={messages.adminCalendarMonthPicker} className="flex items-center gap-2">
      <Step label={messages.adminCalendarPrevious} arrow="‹" onClick={() => onMonth(addMonths(month, -1))} />
      <p aria-live="polite" className="min-w-36 text-center text-lg font-bold text-slate-900">
        {formatCalendarMonth(month)}
      </p>
      <Step label={messages.adminCalendarNext} arrow="›" after onClick={() => onMonth(addMonths(month, 1))} />
    </div>
  );
}
