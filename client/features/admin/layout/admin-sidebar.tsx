/**
 * The 256 px admin sidebar (SPEC.md §2, §9): links active by path prefix, and Logout. Editors do not see
 * the team and the log; a user with a temporary password sees only the account page until it is changed.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ADMIN_ROLE, SIDEBAR_WIDTH } from '@shared/constants';
import { messages } from '@shared/messages';
import { villageSettings } from '@client/lib/village';
import { meQuery } from '@client/lib/queries';
import { getRole } from '@client/lib/session';
import { NewBookingsBadge } from './new-bookings-badge';

interface NavItem {
  to: string;
  label: string;
  prefixes: string[];
  /** Drawn after the label: what waits there. */
  badge?: ComponentType;
  /** Shown to admins only (the server refuses editors there anyway). */
  adminOnly?: true;
  /** Its place in the sidebar, smallest first; the record screens' places are their declarations' `menu`. */
  menu: number;
}

/** A record screen's entry: its list and its records' edit pages. */
export interface RecordScreenItem {
  screen: string;
  title: string;
  menu: number;
}

const OTHER_ITEMS: NavItem[] = [
  { to: '/admin/dashboard', label: messages.adminNavDashboard, prefixes: ['/admin/dashboard'], menu: 0 },
  { to: '/admin/pemesanan', label: messages.adminNavPemesanan, prefixes: ['/admin/pemesanan'], badge: NewBookingsBadge, menu: 35 },
  { to: '/admin/kalender', label: messages.adminNavKalender, prefixes: ['/admin/kalender'], menu: 36 },
  { to: '/admin/dokumen', label: messages.adminNavDokumen, prefixes: ['/admin/dokumen'], menu: 100 },
  { to: '/admin/sampah', label: messages.adminNavSampah, prefixes: ['/admin/sampah'], menu: 110 },
  { to: '/admin/statistik', label: messages.adminNavStatistik, prefixes: ['/admin/statistik'], menu: 38 },
  { to: '/admin/pengaturan', label: messages.adminNavSettings, prefixes: ['/admin/pengaturan'], adminOnly: true, menu: 115 },
  { to: '/admin/pengguna', label: messages.adminNavPengguna, prefixes: ['/admin/pengguna'], adminOnly: true, menu: 120 },
  { to: '/admin/cadangan', label: messages.adminNavCadangan, prefixes: ['/admin/cadangan'], adminOnly: true, menu: 130 },
  { to: '/admin/log', label: messages.adminNavLog, prefixes: ['/admin/log'], adminOnly: true, menu: 140 },
  { to: '/admin/akun', label: messages.adminNavAkun, prefixes: ['/admin/akun'], menu: 150 },
];

/** Every item in its place: the record screens the kinds declare among the others. */
function allItems(screens: readonly RecordScreenItem[]): NavItem[] {
  const records = screens.map(({ screen, title, menu }) => ({
    to: `/admin/daftar/${screen}`,
    label: title,
    prefixes: [`/admin/daftar/${screen}`, `/admin/edit/${screen}/`],
    menu,
  }));
  return [...OTHER_ITEMS, ...records].sort((a, b) => a.menu - b.menu);
}

/** The items for this user, as `auth.me` (or, until it answers, the stored role) has it. */
function useNavItems(screens: readonly RecordScreenItem[]): NavItem[] {
  const { data: me } = useQuery(meQuery());
  const items = allItems(screens);
  if (me?.mustChangePassword) return items.filter((item) => item.to === '/admin/akun');
  const admin = (me?.role ?? getRole()) === ADMIN_ROLE;
  return items.filter((item) => admin || !item.adminOnly);
}

interface Props {
  /** The record screens, from the kinds' declarations (client/kinds/). */
  screens: readonly RecordScreenItem[];
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

export function AdminSidebar({ screens, open, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  const items = useNavItems(screens);
  return (
    <aside
      id="admin-sidebar"
      style={{ width: SIDEBAR_WIDTH }}
      className={`fixed inset-y-0 left-0 z-30 flex-col bg-emerald-950 text-white md:flex ${open ? 'flex' : 'hidden'}`}
    >
      <p className="border-b border-emerald-800 px-5 py-4 text-lg font-bold">{villageSettings().title}</p>
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
