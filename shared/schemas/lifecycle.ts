/**
 * A record's life beside its fields (drafts, versions, the trash): what the admin panel sends and reads.
 * Public reads never see any of it; a draft opened by a signed-in user carries `draft: true`.
 */
import { z } from 'zod';
import { RECORD_KINDS, type RecordKind } from '../constants';
import { messages } from '../messages';
import { idSchema } from './common';

export const RECORD_STATUSES = ['draft', 'published'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const statusSchema = z.enum(RECORD_STATUSES, { error: messages.invalidInput });
/** The version an edit form loaded; a save over a newer one is refused (CONFLICT). */
export const versionSchema = z.number({ error: messages.invalidInput }).int(messages.invalidInput).positive(messages.invalidInput);

/** The admin's list: every record, or those of one status, or (`untranslated: true`) those with a translated field still only in Indonesian. */
export const adminListInput = z.object({ status: statusSchema.optional(), untranslated: z.boolean({ error: messages.invalidInput }).optional() }).optional();
export type AdminListInput = NonNullable<z.output<typeof adminListInput>>;

/** Who changed a record last and when, its status and version: what an edit form and a list show. */
export interface RecordMeta {
  status: RecordStatus;
  version: number;
  /** ISO instant. */
  updatedAt: string;
  /** The user's name, or email when it has none; null when unknown (seeded, or the account is gone). */
  updatedBy: string | null;
}

export type WithMeta<T> = T & { meta: RecordMeta };

export const trashTargetInput = z.object({ kind: z.enum(RECORD_KINDS, { error: messages.invalidInput }), id: idSchema });

export interface TrashItem {
  kind: RecordKind;
  id: number;
  name: string;
  /** ISO instant. */
  deletedAt: string;
  deletedBy: string | null;
}

/** Days a record stays in the trash before it is deleted for good. */
export const TRASH_RETENTION_DAYS = 30;

/** Empty as an input: left out, null, or text of only spaces. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a field left empty stores in a draft: its default, 0 for a number (a price), '' otherwise. */
function blankOf(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  if (parsed.success) return parsed.data;
  return field instanceof z.ZodNumber ? 0 : '';
}

/** A kind's draft check: its schema, and the fields a draft must have (the name, and any its table cannot store empty). */
export interface DraftSchema<Out> {
  schema: z.ZodType<Out>;
  needs: readonly string[];
}

/**
 * A draft needs only its name (docs/decisions/0015): a field left empty is stored blank, anything typed is
 * checked as on publishing, by the kind's own schema, so a draft never holds what a published record could
 * not. `also` names fields whose column has no empty value (an event's start, a map point's coordinates).
 * The blanks are not the record's types (a draft's category is ''); only publishing makes a record whole.
 */
export function draftInput<S extends z.ZodObject>(schema: S, also: readonly (keyof S['shape'] & string)[] = []): DraftSchema<z.output<S>> {
  const needs: readonly string[] = ['name', ...also];
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>);
  const optional = new Set(fields.map(([key]) => key).filter((key) => !needs.includes(key)));
  // Fields that may be empty on their own: a rule's issue on one is about a draft's blank only when it says the field is missing.
  const emptyAllowed = new Set(fields.filter(([, field]) => field.safeParse(undefined).success).map(([key]) => key));
  const isMissing = (issue: z.core.$ZodIssue, blank: ReadonlySet<string>) => {
    const key = String(issue.path[0]);
    return blank.has(key) && (!emptyAllowed.has(key) || (issue.code === 'custom' && issue.params?.missing === true));
  };
  const draft = z.looseObject({}, { error: messages.invalidInput }).transform((input, ctx): z.output<S> => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const blank = new Set([...optional].filter((key) => isBlank(input[key])));
    const problems = result.error.issues.filter((issue) => !isMissing(issue, blank));
    for (const issue of problems) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (problems.length > 0) return z.NEVER;
    // Every problem is a field left empty: the typed fields as their own schemas read them, blanks for the rest.
    return Object.fromEntries(fields.map(([key, field]) => [key, blank.has(key) ? blankOf(field) : field.parse(input[key])])) as z.output<S>;
  });
  return { schema: draft, needs };
}
