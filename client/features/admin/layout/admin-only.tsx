/**
 * A screen for admins only (the team, the log): an editor who opens its URL reads that it is not theirs,
 * and its route's loader asks nothing of the server (the server would refuse it anyway).
 */
import type { ReactNode } from 'react';
import { messages } from '@shared/messages';
import { isAdmin } from '@client/lib/session';
import { AdminLoadError } from '@client/components/admin/spinner';

export function AdminOnly({ children }: { children: ReactNode }) {
  return isAdmin() ? children : <AdminLoadError text={messages.forbidden} />;
}
