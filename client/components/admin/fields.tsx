/** Labelled inputs for the admin forms; they take the props of `useForm().field(name)`. */
import type { ComponentProps, ReactNode } from 'react';
import { message, messages } from '@shared/messages';
import { fieldErrorId, type FieldConflict, type FieldProps } from '@client/lib/form';

export const INPUT_CLASS =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600';

interface LabelProps {
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  conflict?: FieldConflict | undefined;
  /** The field's own sentence (useForm's `error`): shown under it, and named by its `aria-describedby`. */
  error?: string | undefined;
}

export function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-slate-800">
      {label}
      {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
    </label>
  );
}

/** The input's description: its error, its hint and its conflict note, those it has. */
export function describedBy(id: string, own: string | undefined, hint: string | undefined, conflict: FieldConflict | undefined): string | undefined {
  return [own, hint ? `${id}-hint` : undefined, conflict ? `${id}-conflict` : undefined].filter(Boolean).join(' ') || undefined;
}

/**
 * A field a restored draft and a newer save both changed (lib/form-draft.ts): both values side by side,
 * labelled, and a button for each, so the admin decides and nobody's change is dropped unseen.
 */
export function ConflictChoice({ id, label, value, conflict, show = (text) => text }: { id: string; label: string; value: string; conflict: FieldConflict; show?: (value: string) => string }) {
  const shown = (text: string) => (text === '' ? messages.adminConflictEmpty : show(text));
  return (
    <div role="group" aria-label={message('adminConflictGroup', { field: label })} className="mt-2 space-y-2 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-slate-900">
      <p id={`${id}-conflict`} className="font-semibold">
        {messages.adminConflictNote}
      </p>
      <dl className="grid gap-2 md:grid-cols-2">
        <div>
          <dt className="font-semibold">{messages.adminConflictTheirs}</dt>
          <dd className="whitespace-pre-wrap break-words">{shown(conflict.theirs)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{messages.adminConflictMine}</dt>
          <dd className="whitespace-pre-wrap break-words">{shown(value)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.smallOutline} onClick={() => conflict.choose('theirs')}>
          {messages.adminConflictUseTheirs}
        </button>
        <button type="button" className={BUTTON.smallOutline} onClick={() => conflict.choose('mine')}>
          {messages.adminConflictUseMine}
        </button>
      </div>
    </div>
  );
}

/** A field's error sentence, where its input's `aria-describedby` (useForm) points. */
export function FieldError({ fieldId, text }: { fieldId: string; text?: string | undefined }) {
  return text ? (
    <p id={fieldErrorId(fieldId)} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

export function Hint({ id, text }: { id: string; text?: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-xs text-slate-600">
      {text}
    </p>
  ) : null;
}

export function TextField({ label, required, hint, className, conflict, error, ...input }: LabelProps & ComponentProps<'input'> & { id: string }) {
  return (
    <div className={className}>
      <Label htmlFor={input.id} label={label} required={required} />
      <input {...input} aria-required={required || undefined} aria-describedby={describedBy(input.id, input['aria-describedby'], hint, conflict)} className={INPUT_CLASS} />
      <FieldError fieldId={input.id} text={error} />
      <Hint id={`${input.id}-hint`} text={hint} />
      {conflict ? <ConflictChoice id={input.id} label={label} value={String(input.value ?? '')} conflict={conflict} /> : null}
    </div>
  );
}

export function TextArea({ label, required, hint, className, conflict, error, ...input }: LabelProps & ComponentProps<'textarea'> & { id: string }) {
  return (
    <div className={className}>
      <Label htmlFor={input.id} label={label} required={required} />
      <textarea rows={4} {...input} aria-required={required || undefined} aria-describedby={describedBy(input.id, input['aria-describedby'], hint, conflict)} className={INPUT_CLASS} />
      <FieldError fieldId={input.id} text={error} />
      <Hint id={`${input.id}-hint`} text={hint} />
      {conflict ? <ConflictChoice id={input.id} label={label} value={String(input.value ?? '')} conflict={conflict} /> : null}
    </div>
  );
}

export function SelectField({
  label,
  required,
  className,
  conflict,
  error,
  options,
  placeholder,
  ...select
}: LabelProps & ComponentProps<'select'> & { id: string; options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const show = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <div className={className}>
      <Label htmlFor={select.id} label={label} required={required} />
      <select {...select} aria-required={required || undefined} aria-describedby={describedBy(select.id, select['aria-describedby'], undefined, conflict)} className={INPUT_CLASS}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        <OptionList options={options} />
      </select>
      <FieldError fieldId={select.id} text={error} />
      {conflict ? <ConflictChoice id={select.id} label={label} value={String(select.value ?? '')} conflict={conflict} show={show} /> : null}
    </div>
  );
}

/** A select's choices, each shown by its label. */
export function OptionList({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
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

/** A yes-or-no field: its form value is "ya" when ticked and "" when not, as every form value is text. */
export function CheckboxField({ label, hint, className, field, onToggle }: { label: string; hint?: string; className?: string; field: FieldProps; onToggle: (checked: boolean) => void }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="inline-flex items-center gap-3 font-semibold text-slate-800">
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          checked={field.value === CHECKED}
          onChange={(event) => onToggle(event.target.checked)}
          aria-invalid={field['aria-invalid']}
          aria-describedby={describedBy(field.id, field['aria-describedby'], hint, undefined)}
          className="h-5 w-5 rounded border-slate-400 text-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-600"
        />
        {label}
      </label>
      <FieldError fieldId={field.id} text={field.error} />
      <Hint id={`${field.id}-hint`} text={hint} />
    </div>
  );
}

/** The value of a ticked CheckboxField. */
export const CHECKED = 'ya';
