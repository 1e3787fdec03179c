import { z } from 'zod';
import { messages } from '../messages';
import './zod-messages';

export const loginInput = z.object({
  email: z.string({ error: messages.loginRequired }).trim().min(1, messages.loginRequired).max(200, messages.loginWrongCredentials),
  password: z.string({ error: messages.loginRequired }).min(1, messages.loginRequired).max(200, messages.loginWrongCredentials),
});
export type LoginInput = z.infer<typeof loginInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string({ error: messages.passwordCurrentWrong }).min(1, messages.passwordCurrentWrong).max(200),
  newPassword: z.string({ error: messages.passwordTooShort }).min(8, messages.passwordTooShort).max(200, messages.textTooLong),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
