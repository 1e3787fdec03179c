/**
 * A record form's two checks (docs/decisions/0015): publishing needs every required field, the screen's own
 * and its shared schema's; a draft needs only what its kind's draft needs (its name: shared/schemas/lifecycle.ts),
 * and what was typed is checked the same either way.
 */
import type { z } from 'zod';
import { draftInput, type DraftSchema } from '@shared/schemas/lifecycle';
import { formSchema, type FormValues } from '@client/lib/form';

export interface RecordChecks<Out> {
  publish: z.ZodType<Out>;
  draft: z.ZodType<Out>;
}

export function recordChecks<V extends FormValues, S extends z.ZodObject>(options: {
  required?: { fields: readonly (keyof V & string)[]; message: string }[];
  toInput: (values: V) => z.input<S>;
  schema: S;
  /** The kind's draft check, when a draft needs more than its name (the same the server parses with). */
  draft?: DraftSchema<z.output<S>>;
}): RecordChecks<z.output<S>> {
  const draft = options.draft ?? draftInput(options.schema);
  // The screen's own required inputs that a draft needs too (an event's start, a map point's coordinates).
  const required = (options.required ?? []).map((group) => ({ ...group, fields: group.fields.filter((field) => draft.needs.includes(field)) }));
  return {
    publish: formSchema(options),
    draft: formSchema<V, z.ZodType<z.output<S>>>({ required, toInput: options.toInput, schema: draft.schema }),
  };
}
