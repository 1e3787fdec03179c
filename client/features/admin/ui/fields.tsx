/** Labelled inputs for the admin forms; they take the props of `useForm().field(name)`. */
import type { ComponentProps, ReactNode } from 'react';

const INPUT_CLASS =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600';

interface LabelProps {
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-slate-800">
      {label}
      {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
    </label>
  );
}

function Hint({ id, text }: { id: string; text?: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-xs text-slate-600">
      {text}
    </p>
  ) : null;
}

export function TextField({ label, required, hint, className, ...input }: LabelProps & ComponentProps<'input'> & { id: string }) {
  const hintId = hint ? `${input.id}-hint` : undefined;
  const describedBy = [input['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={input.id} label={label} required={required} />
      <input {...input} aria-required={required || undefined} aria-describedby={describedBy} className={INPUT_CLASS} />
      <Hint id={`${input.id}-hint`} text={hint} />
    </div>
  );
}

export function TextArea({ label, required, hint, className, ...input }: LabelProps & ComponentProps<'textarea'> & { id: string }) {
  const hintId = hint ? `${input.id}-hint` : undefined;
  const describedBy = [input['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={input.id} label={label} required={required} />
      <textarea rows={4} {...input} aria-required={required || undefined} aria-describedby={describedBy} className={INPUT_CLASS} />
      <Hint id={`${input.id}-hint`} text={hint} />
    </div>
  );
}

export function SelectField({
  label,
  required,
  className,
  options,
  placeholder,
  ...select
}: LabelProps & ComponentProps<'select'> & { id: string; options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <div className={className}>
      <Label htmlFor={select.id} label={label} required={required} />
      <select {...select} aria-required={required || undefined} className={INPUT_CLASS}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

export const BUTTON = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2',
  small:
    'inline-flex items-center justify-center gap-2 rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2',
  smallOutline:
    'inline-flex items-center justify-center gap-2 rounded-md border border-sky-700 bg-white px-3 py-1.5 text-sm font-semibold text-sky-800 hover:bg-sky-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2',
} as const;
