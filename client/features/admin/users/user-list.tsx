/**
 * The team (/admin/pengguna, admins only): every account with its role, state and last sign-in; a new
 * account, a change of name or role, switching an account off or on, and a password reset. A temporary
 * password is shown once, right after it was made.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@shared/messages';
import type { UserView } from '@shared/schemas/users';
import { meQuery, usersListQuery } from '@client/lib/queries';
import { toast } from '@client/lib/toast';
import { PendingConfirmDialog } from '@client/components/admin/confirm-dialog';
import { BUTTON } from '@client/components/admin/fields';
import { RecordTable, type Column } from '@client/components/admin/record-table';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { TemporaryPassword, type ShownPassword } from './temporary-password';
import { useUserActions, type UserAction } from './use-user-actions';
import { CreateUserForm, EditUserForm } from './user-form';
import { lastSignInLabel, roleLabel, statusLabel } from './user-format';

const COLUMNS: Column<UserView>[] = [
  { header: messages.adminColName, cell: (user) => user.name },
  { header: messages.adminUsersColEmail, cell: (user) => user.email },
  { header: messages.adminUsersColRole, cell: (user) => roleLabel(user.role) },
  { header: messages.adminUsersColStatus, cell: (user) => statusLabel(user.active) },
  { header: messages.adminUsersColLastSignIn, cell: (user) => lastSignInLabel(user.lastSignInAt) },
];

type Panel = { mode: 'create' } | { mode: 'edit'; user: UserView } | null;

export function UserList() {
  const list = useQuery(usersListQuery());
  const myId = useQuery(meQuery()).data?.id;
  const queryClient = useQueryClient();
  const [panel, setPanel] = useState<Panel>(null);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const showPassword = (name: string, password: string) => setShown({ name, password });
  const actions = useUserActions(showPassword);
  const saved = (text: string) => {
    toast.success(text);
    setPanel(null);
    // The admin may have changed their own name or role: the sidebar reads it from `auth.me`.
    void Promise.all([queryClient.invalidateQueries({ queryKey: usersListQuery().queryKey }), queryClient.invalidateQueries({ queryKey: meQuery().queryKey })]);
  };

  return (
    <section aria-labelledby="pengguna-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="pengguna-title" className="text-2xl font-bold text-slate-900">
          {messages.adminUsersTitle}
        </h1>
        <button type="button" className={BUTTON.primary} onClick={() => setPanel({ mode: 'create' })}>
          {messages.adminUsersAdd}
        </button>
      </div>
      {shown ? <TemporaryPassword shown={shown} onDone={() => setShown(null)} /> : null}
      {panel?.mode === 'create' ? (
        <CreateUserForm
          onCancel={() => setPanel(null)}
          onCreated={(name, password) => {
            saved(messages.adminUsersCreated);
            showPassword(name, password);
          }}
        />
      ) : null}
      {panel?.mode === 'edit' ? <EditUserForm key={panel.user.id} user={panel.user} onCancel={() => setPanel(null)} onSaved={() => saved(messages.adminUsersUpdated)} /> : null}
      {list.isError ? (
        <AdminLoadError text={messages.adminUsersLoadFailed} />
      ) : list.data ? (
        <RecordTable
          caption={messages.adminUsersTitle}
          items={list.data}
          columns={COLUMNS}
          empty={messages.adminUsersEmpty}
          actions={(user) => <RowButtons user={user} self={user.id === myId} onEdit={() => setPanel({ mode: 'edit', user })} onAsk={actions.ask} />}
        />
      ) : (
        <AdminSpinner />
      )}
      <PendingConfirmDialog actions={actions} />
    </section>
  );
}

/** Ubah, Nonaktifkan or Aktifkan (not for one's own account), Reset Kata Sandi; each named with the account's name. */
function RowButtons({ user, self, onEdit, onAsk }: { user: UserView; self: boolean; onEdit: () => void; onAsk: (action: UserAction, user: UserView) => void }) {
  const toggle = user.active ? { action: 'deactivate' as const, label: messages.adminUsersDeactivate } : { action: 'activate' as const, label: messages.adminUsersActivate };
  return (
    <>
      <button type="button" className={BUTTON.small} onClick={onEdit} aria-label={`${messages.adminUsersEdit} ${user.name}`}>
        {messages.adminUsersEdit}
      </button>
      {self ? null : (
        <button type="button" className={BUTTON.smallOutline} onClick={() => onAsk(toggle.action, user)} aria-label={`${toggle.label} ${user.name}`}>
          {toggle.label}
        </button>
      )}
      <button type="button" className={BUTTON.smallOutline} onClick={() => onAsk('reset', user)} aria-label={`${messages.adminUsersResetPassword} ${user.name}`}>
        {messages.adminUsersResetPassword}
      </button>
    </>
  );
}
