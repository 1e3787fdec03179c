/** What the audit log page asks for: filters and a page of rows (server/modules/audit). */
import { z } from 'zod';
import { idSchema } from './common';

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'restore',
  'purge',
  'user_create',
  'user_update',
  'user_deactivate',
  'user_activate',
  'user_password_reset',
  'backup',
  'day_close',
  'day_open',
  'calendar_feed_add',
  'calendar_feed_remove',
  'calendar_address_reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_SIZE = 50;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const auditListInput = z.object({
  userId: idSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  kind: z.string().max(40).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.number().int().min(1).max(100_000).default(1),
});

export interface AuditRow {
  id: string;
  at: string;
  userId: number | null;
  userEmail: string;
  /** The account's name as it is now; "" when it has none (or is gone, or was never one: a failed sign-in). */
  userName: string;
  ip: string;
  action: AuditAction;
  kind: string | null;
  recordId: number | null;
  recordName: string | null;
  /** Field → [old, new]; images as counts. */
  changes: Record<string, [unknown, unknown]> | null;
}

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  pageSize: number;
}
