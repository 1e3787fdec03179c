/**
 * The month as a table: a row per lodging and package, grouped by kind, a column per day, each cell a
 * button that opens the day. On a phone the table scrolls sideways under its sticky names column.
 */
import { AVAILABILITY_TARGETS, daysFrom, monthBounds, type DayAvailability } from '@shared/availability';
import { formatCalendarMonth } from '@shared/event-time';
import { message, messages } from '@shared/messages';
import type { CalendarOverview, CalendarRow } from '@shared/schemas/availability';
import { dayCell, longDay, sizeText, weekday, type CellTone } from './day-cell';

/** The tone's colour, which repeats the cell's text, never replaces it. */
export const TONE_CLASS: Record<CellTone, string> = {
  free: 'border-slate-300 bg-white text-slate-800',
  taken: 'border-emerald-500 bg-emerald-100 text-emerald-950',
  full: 'border-red-400 bg-red-100 text-red-900',
  closed: 'border-slate-700 bg-slate-700 text-white',
  off: 'border-slate-200 bg-slate-100 text-slate-600',
};

/** The marker of a day with a request still to answer. */
export const WAITING_DOT = 'size-2 rounded-full bg-amber-500 ring-1 ring-white';

const GROUP_TITLE = { accommodation: messages.categoryPenginapan, paket: messages.categoryPaket } as const;

export interface CellChoice {
  row: CalendarRow;
  day: string;
}

function DayButton({ row, day, onSelect }: { row: CalendarRow; day: DayAvailability; onSelect: (choice: CellChoice) => void }) {
  const view = dayCell(row, day);
  const said = `${view.words ? ` ${view.words}` : ''}, ${row.name}, ${longDay(day.day)}${view.waiting ? `, ${messages.adminCalendarWaiting}` : ''}`;
  return (
    <button
      type="button"
      onClick={() => onSelect({ row, day: day.day })}
      className={`relative flex h-10 w-full min-w-12 items-center justify-center rounded border px-1 text-xs font-semibold whitespace-nowrap hover:brightness-95 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-1 ${TONE_CLASS[view.tone]}`}
    >
      {view.text}
      <span className="sr-only">{said}</span>
      {view.waiting ? <span aria-hidden="true" className={`absolute top-0.5 right-0.5 ${WAITING_DOT}`} /> : null}
    </button>
  );
}

function DayHeader({ day, today }: { day: string; today: string }) {
  const current = day === today;
  return (
    <th scope="col" aria-current={current ? 'date' : undefined} className={`px-0.5 py-1 text-center text-xs font-semibold ${current ? 'text-emerald-800' : 'text-slate-700'}`}>
      <span aria-hidden="true" className="block font-normal">
        {weekday(day).slice(0, 3)}
      </span>
      <span aria-hidden="true" className={`mx-auto block w-7 rounded-full ${current ? 'bg-emerald-700 text-white' : ''}`}>
        {Number(day.slice(8))}
      </span>
      <span className="sr-only">{longDay(day)}</span>
    </th>
  );
}

const NAME_CELL = 'sticky left-0 z-10 w-32 min-w-32 border-r border-slate-200 bg-white px-3 py-1 text-left align-middle sm:w-48 sm:min-w-48';

export function CalendarGrid({ overview, today, busy, onSelect }: { overview: CalendarOverview; today: string; busy: boolean; onSelect: (choice: CellChoice) => void }) {
  const { start, end } = monthBounds(overview.month);
  const days = daysFrom(start, end);
  const groups = AVAILABILITY_TARGETS.map((target) => ({ target, rows: overview.rows.filter((row) => row.target === target) })).filter((group) => group.rows.length > 0);
  return (
    <div className={`relative overflow-x-auto rounded-xl border border-slate-300 bg-white ${busy ? 'opacity-60' : ''}`}>
      <table aria-busy={busy || undefined} className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{message('adminCalendarCaption', { month: formatCalendarMonth(overview.month) })}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${NAME_CELL} z-20 text-xs font-semibold text-slate-800`}>
              {messages.adminCalendarColName}
            </th>
            {days.map((day) => (
              <DayHeader key={day} day={day} today={today} />
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.target}>
            <tr>
              <th scope="rowgroup" colSpan={days.length + 1} className="bg-emerald-50 py-1.5 text-left font-bold text-emerald-950">
                <span className="sticky left-0 px-3">{GROUP_TITLE[group.target]}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={NAME_CELL}>
                  <span className="block leading-tight font-semibold text-slate-900">{row.name}</span>
                  <span className="block text-xs font-normal text-slate-600">{sizeText(row)}</span>
                </th>
                {row.days.map((day) => (
                  <td key={day.day} className="p-0.5">
                    <DayButton row={row} day={day} onSelect={onSelect} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** What the cells' texts, colours and marker mean. */
export function CalendarLegend() {
  const items: { sample: string; tone: CellTone; text: string }[] = [
    { sample: message('adminCalendarCellUsed', { used: 2, size: 3 }), tone: 'taken', text: messages.adminCalendarLegendUsed },
    { sample: messages.adminCalendarFull, tone: 'full', text: messages.adminCalendarLegendFull },
    { sample: messages.adminCalendarClosed, tone: 'closed', text: messages.adminCalendarLegendClosed },
    { sample: messages.adminCalendarOff, tone: 'off', text: messages.adminCalendarOffDay },
  ];
  return (
    <ul aria-label={messages.adminCalendarLegend} className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item.tone} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-flex h-6 min-w-10 items-center justify-center rounded border px-1 text-xs font-semibold ${TONE_CLASS[item.tone]}`}>
            {item.sample}
          </span>
          <span>
            <span className="sr-only">{item.sample}: </span>
            {item.text}
          </span>
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`inline-block ${WAITING_DOT}`} />
        {messages.adminCalendarWaiting}
      </li>
    </ul>
  );
}
