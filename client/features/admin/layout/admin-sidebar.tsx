/**
 * The 256 px admin sidebar (SPEC.md §2, §9): links active by path prefix, and Logout. Editors do not see
 * the team and the log; a user with a temporary password sees only the account page until it is changed.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, type LinkProps } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ADMIN_ROLE, SIDEBAR_WIDTH } from '@shared/constants';
import { messages } from '@shared/messages';
import { village } from '@shared/village';
import { meQuery } from '@client/lib/queries';
import { getRole } from '@client/lib/session';
import { NewBookingsBadge } from './new-bookings-badge';

interface NavItem {
  to: LinkProps['to'];
  label: string;
  prefixes: string[];
  /** Drawn after the label: what waits there. */
  badge?: ComponentType;
  /** Shown to admins only (the server refuses editors there anyway). */
  adminOnly?: true;
}

const NAV: NavItem[] = [
  { to: '/admin/dashboard', label: messages.adminNavDashboard, prefixes: ['/admin/dashboard'] },
  { to: '/admin/daftar/wisata', label: messages.adminNavWisata, prefixes: ['/admin/daftar/wisata', '/admin/edit/wisata'] },
  { to: '/admin/daftar/paket', label: messages.adminNavPaket, prefixes: ['/admin/daftar/paket', '/admin/edit/paket'] },
  { to: '/admin/daftar/agenda', label: messages.adminNavAgenda, prefixes: ['/admin/daftar/agenda', '/admin/edit/agenda'] },
  { to: '/admin/pemesanan', label: messages.adminNavPemesanan, prefixes: ['/admin/pemesanan'], badge: NewBookingsBadge },
  { to: '/admin/daftar/fasilitas', label: messages.adminNavFasilitas, prefixes: ['/admin/daftar/fasilitas', '/admin/edit/fasilitas'] },
  { to: '/admin/daftar/penginapan', label: messages.adminNavPenginapan, prefixes: ['/admin/daftar/penginapan', '/admin/edit/penginapan'] },
  { to: '/admin/daftar/umkm', label: messages.adminNavUmkm, prefixes: ['/admin/daftar/umkm', '/admin/edit/umkm'] },
  { to: '/admin/daftar/map', label: messages.adminNavMap, prefixes: ['/admin/daftar/map', '/admin/edit/map'] },
  { to: '/admin/dokumen', label: messages.adminNavDokumen, prefixes: ['/admin/dokumen'] },
  { to: '/admin/sampah', label: messages.adminNavSampah, prefixes: ['/admin/sampah'] },
  { to: '/admin/pengguna', label: messages.adminNavPengguna, prefixes: ['/admin/pengguna'], adminOnly: true },
  { to: '/admin/cadangan', label: messages.adminNavCadangan, prefixes: ['/admin/cadangan'], adminOnly: true },
  { to: '/admin/log', label: messages.adminNavLog, prefixes: ['/admin/log'], adminOnly: true },
  { to: '/admin/akun', label: messages.adminNavAkun, prefixes: ['/admin/akun'] },
];

/** The items for this user, as `auth.me` (or, until it answers, the stored role) has it. */
function useNavItems(): NavItem[] {
  const { data: me } = useQuery(meQuery());
  if (me?.mustChangePassword) return NAV.filter((item) => item.to === '/admin/akun');
  const admin = (me?.role ?? getRole()) === ADMIN_ROLE;
  return NAV.filter((item) => admin || !item.adminOnly);
}

export function AdminSidebar({ open, onNavigate, onLogout }: { open: boolean; onNavigate: () => void; onLogout: () => void }) {
  const { pathname } = useLocation();
  const items = useNavItems();
  return (
    <aside
      id="admin-sidebar"
      style={{ width: SIDEBAR_WIDTH }}
      className={`fixed inset-y-0 left-0 z-30 flex-col bg-emerald-950 text-white md:flex ${open ? 'flex' : 'hidden'}`}
    >
      <p className="border-b border-emerald-800 px-5 py-4 text-lg font-bold">{village.title}</p>
      <nav aria-label={messages.adminNavLabel} className="flex-1 overflow-y-auto py-3">
        <ul>
          {items.map((item) => {
            const active = item.prefixes.some((prefix) => pathname.startsWith(prefix));
            return (
              <li key={item.label}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={`flex items-center justify-between gap-2 px-5 py-2.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-white ${
                    active ? 'bg-emerald-700 text-white' : 'text-emerald-50 hover:bg-emerald-900'
                  }`}
                >
                  {item.label}
                  {item.badge ? <item.badge /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-emerald-800 p-4">
        <button
          type="button"
          onClick={onLogout}
          className="w-full rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {messages.adminLogout}
        </button>
      </div>
    </aside>
  );
}
