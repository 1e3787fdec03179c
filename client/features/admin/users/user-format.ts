/** How the team list words an account: its role and state in Indonesian, its last sign-in on the village's clock. */
import { messages } from '@shared/messages';
import { USER_ROLES } from '@shared/schemas/users';
import { formatVillageDateTime } from '@client/components/admin/village-time';

export const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: messages[`adminRole_${role}`] }));

/** "Admin", "Editor"; a role the panel does not know by its own name. */
export function roleLabel(role: string): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}

export function statusLabel(active: boolean): string {
  return active ? messages.adminUsersActive : messages.adminUsersInactive;
}

/** "24 Nov 2026 14.05", or "Belum pernah". */
export function lastSignInLabel(at: string | null): string {
  return at ? formatVillageDateTime(at) : messages.adminUsersNeverSignedIn;
}
