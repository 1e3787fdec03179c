/**
 * Everything admin draws around a screen (SPEC.md §2): sidebar, bar, offset content. It also takes over
 * session expiry: a 401 anywhere sends the admin to /login through the router (drafts are kept).
 */
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { messages } from '@shared/messages';
import { clearSession, onSessionExpired } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { AdminSidebar, type RecordScreenItem } from './admin-sidebar';
import { AdminTopbar } from './admin-topbar';

export function AdminShell({ screens, children }: { screens: readonly RecordScreenItem[]; children: ReactNode }) {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useMutation({ mutationFn: () => trpcClient.auth.logout.mutate() });

  useEffect(
    () =>
      onSessionExpired(() => {
        toast.info(messages.unauthorized);
        void navigate({ to: '/login', replace: true, ignoreBlocker: true });
      }),
    [navigate],
  );

  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // The server session may already be gone; the client session ends either way (SPEC.md §4).
    }
    clearSession();
    void navigate({ to: '/login', replace: true, ignoreBlocker: true });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminSidebar screens={screens} open={menuOpen} onNavigate={() => setMenuOpen(false)} onLogout={() => void signOut()} />
      {/* Content offset by the sidebar's 256 px (pl-64). */}
      <div className="md:pl-64">
        <AdminTopbar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <main id="admin-main" className="p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
