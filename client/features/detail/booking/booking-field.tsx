/** One labelled input of the booking form, with its hint and, when it has one, its message right below it. */
import type { InputHTMLAttributes } from 'react';
import type { BookingFieldProps } from './use-booking-form';

// 16px text: a phone does not zoom into a field it focuses.
const INPUT =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-3 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';

interface Props {
  label: string;
  hint?: string;
  field: BookingFieldProps;
  /** The input's own attributes (type, inputMode, autocomplete, min, max); a textarea when `multiline`. */
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, keyof BookingFieldProps>;
  multiline?: boolean;
}

export function BookingFieldRow({ label, hint, field, input, multiline = false }: Props) {
  const { error, ...control } = field;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errorId = error ? `${field.id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    ...control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: `${INPUT} ${error ? 'border-red-600' : 'border-slate-300'}`,
  };
  return (
    <div>
      <label htmlFor={field.id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...input} {...common} />}
      {error ? (
        <p id={errorId} data-testid={`booking-error-${field.name}`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
