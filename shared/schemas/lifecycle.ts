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

export const adminListInput = z.object({ status: statusSchema.optional() }).optional();

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
