/**
 * A list of calendar days as one form value ("2027-05-10, 2027-08-17"): a date input and its add button
 * put a day in, and each chosen day is a chip with its own remove button. Kept as one text, the list goes
 * through the form's drafts, conflicts and errors as any other field does (lib/form.ts).
 */
import { useState } from 'react';
import { splitList } from '@shared/format';
import { message, messages } from '@shared/messages';
import type { FieldProps } from '@client/lib/form';
import { BUTTON, ConflictChoice, describedBy, FieldError, Hint, INPUT_CLASS, Label } from './fields';

/** The days as the form keeps them: each once, earliest first. */
export function joinDays(days: readonly string[]): string {
  return [...new Set(days)].sort().join(', ');
}

interface Props {
  label: string;
  hint?: string;
  /** What an empty list means ("Setiap hari"). */
  emptyText: string;
  className?: string;
  field: FieldProps;
  /** A day as the admin reads it ("10 Mei 2027"). */
  format: (day: string) => string;
  onChange: (value: string) => void;
}

export function DateListField({ label, hint, emptyText, className, field, format, onChange }: Props) {
  const [picked, setPicked] = useState('');
  const days = splitList(field.value);
  const add = () => {
    if (picked === '') return;
    onChange(joinDays([...days, picked]));
    setPicked('');
  };
  const show = (value: string) => splitList(value).map(format).join(', ');
  return (
    <div className={className}>
      <Label htmlFor={field.id} label={label} />
      <div className="flex gap-2">
        <input
          id={field.id}
          name={field.name}
          type="date"
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          // Enter adds the day rather than submitting the whole form.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          aria-invalid={field['aria-invalid']}
          aria-describedby={describedBy(field.id, field['aria-describedby'], hint, field.conflict)}
          className={INPUT_CLASS}
        />
        <button type="button" onClick={add} disabled={picked === ''} className={`${BUTTON.smallOutline} shrink-0 disabled:opacity-60`}>
          {messages.adminRunDatesAdd}
        </button>
      </div>
      <FieldError fieldId={field.id} text={field.error} />
      <Hint id={`${field.id}-hint`} text={hint} />
      {days.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{emptyText}</p>
      ) : (
        <ul aria-label={messages.adminRunDatesChosen} className="mt-2 flex flex-wrap gap-2">
          {days.map((day) => (
            <li key={day} className="inline-flex items-center gap-1 rounded-full border border-emerald-700 bg-emerald-50 py-0.5 pr-1 pl-3 text-sm text-emerald-950">
              {format(day)}
              <button
                type="button"
                onClick={() => onChange(joinDays(days.filter((other) => other !== day)))}
                className="rounded-full px-2 font-bold hover:bg-emerald-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">{message('adminRunDatesRemove', { day: format(day) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {field.conflict ? <ConflictChoice id={field.id} label={label} value={field.value} conflict={field.conflict} show={show} /> : null}
    </div>
  );
}
