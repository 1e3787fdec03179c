/** The log's filters: who, which action, which kind of data, and from / to which day (WIB, both included). */
import { useId, useState, type ReactNode } from 'react';
import { messages } from '@shared/messages';
import { accountLabel, actionLabel, kindLabel } from './log-format';
import type { LogSearch } from './log-search';
import { isFiltered, LOG_ACTIONS, LOG_KINDS, validDay, type LogView } from './log-view';
import { OptionList } from '@client/components/admin/fields';
import { FILTER_CONTROL } from '@client/components/admin/filter-control';

interface Option {
  value: string;
  label: string;
}

const ACTION_OPTIONS: Option[] = LOG_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));
const KIND_OPTIONS: Option[] = LOG_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));

/** A change to the URL's filters (its page is not one). */
export type LogFilterPatch = Omit<LogSearch, 'halaman'>;

/**
 * `onChange` gets only the filter that changed, to be merged into the URL's latest filters: a second field
 * changed before the URL has followed the first keeps both.
 */
export function LogFilters(props: { view: LogView; users: readonly { id: number; email: string; name: string }[]; onChange: (patch: LogFilterPatch) => void; onReset: () => void }) {
  const { view, onChange } = props;
  // The date fields keep what is typed (they are not bound to the URL, which follows them a moment later);
  // "Atur ulang filter" draws them anew, empty.
  const [drawn, setDrawn] = useState(0);
  const userOptions = props.users.map((user) => ({ value: String(user.id), label: accountLabel(user) }));
  // Each select sets its own URL key; "Semua …" removes it.
  const selects: readonly SelectFilter[] = [
    { key: 'pengguna', wide: true, label: messages.adminLogFilterUser, all: messages.adminLogAllUsers, options: userOptions, value: view.userId === undefined ? '' : String(view.userId) },
    { key: 'aksi', label: messages.adminLogFilterAction, all: messages.adminLogAllActions, options: ACTION_OPTIONS, value: view.action ?? '' },
    { key: 'jenis', label: messages.adminLogFilterKind, all: messages.adminLogAllKinds, options: KIND_OPTIONS, value: view.kind ?? '' },
  ];
  return (
    <div role="group" aria-label={messages.adminLogFilters} className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      {selects.map(({ key, ...select }) => (
        <SelectField key={key} {...select} onChange={(value) => onChange({ [key]: value || undefined })} />
      ))}
      <DateField key={`dari-${drawn}`} label={messages.adminLogFrom} initial={view.from} onChange={(dari) => onChange({ dari })} />
      <DateField key={`sampai-${drawn}`} label={messages.adminLogTo} initial={view.to} onChange={(sampai) => onChange({ sampai })} />
      <button
        type="button"
        disabled={!isFiltered(view)}
        onClick={() => {
          setDrawn((count) => count + 1);
          props.onReset();
        }}
        className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {messages.adminLogReset}
      </button>
    </div>
  );
}

function Field({ id, label, wide = false, children }: { id: string; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex w-full flex-col gap-1 ${wide ? 'sm:w-56' : 'sm:w-44'}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

interface SelectFilter {
  key: 'pengguna' | 'aksi' | 'jenis';
  label: string;
  /** The first choice, "Semua …": no filter. */
  all: string;
  options: readonly Option[];
  value: string;
  wide?: boolean;
}

function SelectField(props: Omit<SelectFilter, 'key'> & { onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field id={id} label={props.label} wide={props.wide}>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)} className={FILTER_CONTROL}>
        <option value="">{props.all}</option>
        <OptionList options={props.options} />
      </select>
    </Field>
  );
}

/** A day field; it reports a complete day, or none when emptied, never a year still being typed. */
function DateField(props: { label: string; initial: string | undefined; onChange: (day: string | undefined) => void }) {
  const id = useId();
  return (
    <Field id={id} label={props.label}>
      <input
        id={id}
        type="date"
        defaultValue={props.initial ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          const day = validDay(text);
          if (day || text === '') props.onChange(day);
        }}
        className={FILTER_CONTROL}
      />
    </Field>
  );
}
