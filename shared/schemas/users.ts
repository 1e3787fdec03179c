/** The team's accounts (/admin/pengguna, server/modules/users): who, with which role, and whether active. */
import { z } from 'zod';
import { ADMIN_ROLE, EDITOR_ROLE, NAME_MAX, SHORT_TEXT_MAX } from '../constants';
import { messages } from '../messages';
import { idSchema, oneLine } from './common';
import './zod-messages';

export const USER_ROLES = [ADMIN_ROLE, EDITOR_ROLE] as const;
export type UserRole = (typeof USER_ROLES)[number];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const userName = z.string({ error: messages.userRequired }).trim().min(1, messages.userRequired).max(NAME_MAX, messages.nameTooLong).check(oneLine('name'));
const userRole = z.enum(USER_ROLES, { error: messages.userRoleInvalid });

export const userCreateInput = z.object({
  name: userName,
  // Stored in lower case: the sign-in compares emails in lower case.
  email: z
    .string({ error: messages.userRequired })
    .trim()
    .min(1, messages.userRequired)
    .max(SHORT_TEXT_MAX, messages.emailInvalid)
    .check(oneLine('email'))
    .regex(emailPattern, messages.emailInvalid)
    .transform((email) => email.toLowerCase()),
  role: userRole,
});
export type UserCreateInput = z.infer<typeof userCreateInput>;

export const userUpdateInput = z.object({ id: idSchema, name: userName, role: userRole });
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const userSetActiveInput = z.object({ id: idSchema, active: z.boolean() });

/** One account as the team list shows it. */
export interface UserView {
  id: number;
  name: string;
  email: string;
  role: string;
  active: boolean;
  mustChangePassword: boolean;
  /** ISO time, or null when the account never signed in. */
  lastSignInAt: string | null;
}
