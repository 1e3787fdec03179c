/**
 * The one form hook (STYLE.md §1, §5). Form state is the strings the inputs hold; a form schema
 * checks the screen's own required fields, maps the strings to the domain input and pipes it into the
 * shared zod schema, so the server and the form say the same SPEC.md §5 sentences. Typed values are
 * kept as a draft in localStorage until saved, so an expired session never loses them (DESIGN.md §7);
 * a draft typed over an older version of the record comes back merged with the newer one (form-draft.ts).
 */
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { messages } from '@shared/messages';
import { restoreDraft, sameValues as same, writeDraft, type DraftBasis } from './form-draft';

export type FormValues = Record<string, string>;

/** Sentences that name missing input; SPEC.md reports these before format errors. */
const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  messages.requiredFields,
  messages.accommodationRequired,
  messages.loginRequired,
  messages.adminCheckInOutRequired,
]);

/**
 * A form's check: the screen's own required inputs, and the values mapped to the domain input and parsed by
 * `schema`, both at once, so every problem is reported together (docs/decisions/0015).
 */
export function formSchema<V extends FormValues, S extends z.ZodType>(options: {
  required?: { fields: readonly (keyof V & string)[]; message: string }[];
  toInput: (values: V) => z.input<S>;
  schema: S;
}) {
  return z.looseObject({}).transform((input, ctx): z.output<S> => {
    const values = input as V;
    let failed = false;
    const report = (path: PropertyKey[], message: string) => {
      failed = true;
      ctx.addIssue({ code: 'custom', path, message });
    };
    for (const group of options.required ?? []) {
      for (const field of group.fields) if (String(values[field] ?? '').trim() === '') report([field], group.message);
    }
    const result = options.schema.safeParse(options.toInput(values));
    if (!result.success) for (const issue of result.error.issues) report(issue.path, issue.message);
    return failed || !result.success ? z.NEVER : result.data;
  });
}

/** Phone and price inputs keep digits only (SPEC.md §5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

export interface FieldOptions {
  digits?: boolean;
}

export type ConflictSide = 'theirs' | 'mine';

/** A field a restored draft and a newer save both changed: the saved value, and the admin's choice. */
export interface FieldConflict {
  theirs: string;
  choose: (side: ConflictSide) => void;
}

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  'aria-invalid': true | undefined;
  /** Its error's element (`<id>-error`), while it has one. */
  'aria-describedby': string | undefined;
  /** Its own sentence, shown beside it (fields.tsx). */
  error: string | undefined;
  conflict: FieldConflict | undefined;
}

/** The element of a field's error sentence, which its input names in `aria-describedby`. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/**
 * Scrolls to and focuses the first of these inputs in the page's order: where a refused save starts. The
 * scroll is instant, whatever the page's smooth scrolling: a smooth one is cancelled when the page moves
 * under it (the marks and the form's alert drawn meanwhile), which left the field focused but out of view.
 */
export function focusFirst(ids: readonly string[]): void {
  const inputs = ids.map((fieldId) => document.getElementById(fieldId)).filter((input) => input !== null);
  const first = inputs.reduce<HTMLElement | undefined>(
    (earliest, input) => (!earliest || input.compareDocumentPosition(earliest) & Node.DOCUMENT_POSITION_FOLLOWING ? input : earliest),
    undefined,
  );
  first?.scrollIntoView({ block: 'center', behavior: 'instant' });
  first?.focus({ preventScroll: true });
}

export function useForm<V extends FormValues, Out>(options: {
  id: string;
  schema: z.ZodType<Out>;
  initial: V;
  /** localStorage key of the draft; omit for forms whose values must not be stored (passwords). */
  draftKey?: string;
  /** Domain field → the form fields that feed it (opening hours come from four inputs). */
  aliases?: Record<string, readonly string[]>;
  /** The record version `initial` was loaded at (edit forms): what the draft is typed over. */
  version?: number;
}) {
  const { id, schema, draftKey, aliases } = options;
  const [baseline, setBaseline] = useState<V>(options.initial);
  const [restored] = useState(() => restoreDraft(draftKey, options.initial, options.version));
  // What the form loaded, kept as first rendered: a later read of the record does not change what the
  // values on screen were based on.
  const [loaded] = useState<DraftBasis>(() => ({ version: options.version ?? null, base: options.initial }));
  const [basis, setBasis] = useState<DraftBasis>(() => restored?.basis ?? loaded);
  const [conflicts, setConflicts] = useState<Partial<FormValues>>(() => restored?.conflicts ?? {});
  const [values, setValues] = useState<V>(restored?.values ?? options.initial);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const dirty = !same(values, baseline);
  const errorId = `${id}-error`;

  const set = useCallback(
    (name: keyof V & string, value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        writeDraft(draftKey, same(next, baseline) ? null : { ...basis, values: next });
        return next;
      });
    },
    [draftKey, baseline, basis],
  );

  /**
   * A conflicting field's choice between the saved value and the draft's. Once every conflict is chosen,
   * the draft is based on the loaded version: its values are what the admin means to save over it.
   */
  const conflictOf = (name: keyof V & string): FieldConflict | undefined => {
    const theirs = conflicts[name];
    if (theirs === undefined) return undefined;
    const choose = (side: ConflictSide) => {
      const remaining = { ...conflicts };
      delete remaining[name];
      const nextBasis = Object.keys(remaining).length > 0 ? basis : loaded;
      const next = side === 'theirs' ? { ...values, [name]: theirs } : values;
      setConflicts(remaining);
      setBasis(nextBasis);
      setValues(next);
      writeDraft(draftKey, same(next, baseline) ? null : { ...nextBasis, values: next });
    };
    return { theirs, choose };
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const field = (name: keyof V & string, fieldOptions: FieldOptions = {}): FieldProps => ({
    id: fieldId(name),
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, fieldOptions.digits ? digitsOnly(event.target.value) : event.target.value),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? fieldErrorId(fieldId(name)) : undefined,
    error: fieldErrors[name],
    conflict: conflictOf(name),
  });

  // Each refusal (a new set of errors) takes the admin to its first field; a successful check sets none.
  useEffect(() => focusFirst(Object.keys(fieldErrors).map((name) => `${id}-${name}`)), [fieldErrors, id]);

  /**
   * Marks every field a problem names (domain paths, through `aliases`), each with its first sentence; the
   * form's sentence is the first required-field one, else the first. False when no problem names a field
   * of this form (the server's refusal of an image, say), which then marks nothing.
   */
  const showProblems = (problems: readonly { path: string; message: string }[]): boolean => {
    const byField: Record<string, string> = {};
    for (const { path, message } of problems) {
      for (const name of aliases?.[path] ?? [path]) if (name in values) byField[name] ??= message;
    }
    if (Object.keys(byField).length === 0) return false;
    const first = problems.find((problem) => REQUIRED_MESSAGES.has(problem.message)) ?? problems[0];
    setError(first?.message ?? messages.invalidInput);
    setFieldErrors(byField);
    return true;
  };

  /** Parses the values with the form's schema, or `using` (a draft's); on failure marks every problem at once. */
  const validate = (using: z.ZodType<Out> = schema): Out | null => {
    const result = using.safeParse(values);
    if (result.success) {
      setError(null);
      setFieldErrors({});
      return result.data;
    }
    const problems = result.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message }));
    if (!showProblems(problems)) {
      setError(problems[0]?.message ?? messages.invalidInput);
      setFieldErrors({});
    }
    return null;
  };

  /** After a successful save: the values become the new baseline and the draft is dropped. */
  const markSaved = useCallback(() => {
    setBaseline(values);
    writeDraft(draftKey, null);
  }, [values, draftKey]);

  const discardDraft = useCallback(() => writeDraft(draftKey, null), [draftKey]);

  return {
    values,
    set,
    field,
    validate,
    showProblems,
    error,
    setError,
    errorId,
    dirty,
    restored: restored !== null,
    /** Fields still waiting for the admin's choice between the saved value and the draft's. */
    conflicts: Object.keys(conflicts),
    markSaved,
    discardDraft,
  };
}

export type FormApi = ReturnType<typeof useForm>;
