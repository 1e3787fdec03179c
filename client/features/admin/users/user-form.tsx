/**
 * A new account (name, email, role) or a change to one (name, role), checked by the server's own schemas.
 * A new account's temporary password goes to `onCreated`, to be shown once.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '@shared/messages';
import { userCreateInput, userUpdateInput, type UserRole, type UserView } from '@shared/schemas/users';
import { formSchema, useForm } from '@client/lib/form';
import type { Inputs } from '@client/lib/queries';
import { trpcClient } from '@client/lib/trpc';
import { BUTTON, FormGrid, SelectField, TextField } from '@client/components/admin/fields';
import { FormAlert } from '@client/components/admin/form-alert';
import { ValidatedForm } from '@client/components/admin/validated-form';
import { ROLE_OPTIONS } from './user-format';

interface Props {
  onCancel: () => void;
  onSaved: () => void;
}

export function CreateUserForm({ onCancel, onCreated }: Omit<Props, 'onSaved'> & { onCreated: (name: string, password: string) => void }) {
  const form = useForm({ id: 'pengguna-baru', schema: userCreateInput, initial: { name: '', email: '', role: 'editor' } });
  const create = useMutation({
    mutationFn: (input: Inputs['users']['create']) => trpcClient.users.create.mutate(input),
    onSuccess: (answer, input) => onCreated(input.name, answer.temporaryPassword),
    onError: (error) => form.setError(error.message || messages.adminUsersSaveFailed),
  });
  return (
    <UserFormShell title={messages.adminUsersAdd} form={form} busy={create.isPending} onCancel={onCancel} onSubmit={(input) => create.mutate(input)}>
      <TextField label={messages.adminFieldName} required autoComplete="off" {...form.field('name')} />
      <TextField label={messages.adminUsersColEmail} type="email" required autoComplete="off" {...form.field('email')} />
      <SelectField label={messages.adminUsersFieldRole} required options={ROLE_OPTIONS} {...form.field('role')} />
    </UserFormShell>
  );
}

export function EditUserForm({ user, onCancel, onSaved }: Props & { user: UserView }) {
  const schema = formSchema({ toInput: (values: { name: string; role: string }) => ({ id: user.id, name: values.name, role: values.role as UserRole }), schema: userUpdateInput });
  const form = useForm({ id: 'pengguna-ubah', schema, initial: { name: user.name, role: user.role } });
  const update = useMutation({
    mutationFn: (input: Inputs['users']['update']) => trpcClient.users.update.mutate(input),
    onSuccess: onSaved,
    onError: (error) => form.setError(error.message || messages.adminUsersSaveFailed),
  });
  return (
    <UserFormShell title={`${messages.adminUsersEditTitle}: ${user.email}`} form={form} busy={update.isPending} onCancel={onCancel} onSubmit={(input) => update.mutate(input)}>
      <TextField label={messages.adminFieldName} required autoComplete="off" {...form.field('name')} />
      <SelectField label={messages.adminUsersFieldRole} required options={ROLE_OPTIONS} {...form.field('role')} />
    </UserFormShell>
  );
}

interface ShellForm<Out> {
  errorId: string;
  error: string | null;
  validate: () => Out | null;
}

function UserFormShell<Out>(props: { title: string; form: ShellForm<Out>; busy: boolean; onCancel: () => void; onSubmit: (input: Out) => void; children: ReactNode }) {
  const { form } = props;
  return (
    <ValidatedForm form={form} onValid={props.onSubmit} aria-label={props.title} className="mb-4 max-w-3xl space-y-4 rounded-xl border border-slate-300 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{props.title}</h2>
      <FormAlert id={form.errorId} error={form.error} />
      <FormGrid>{props.children}</FormGrid>
      <div className="flex gap-3">
        <button type="submit" className={BUTTON.primary} disabled={props.busy} aria-busy={props.busy}>
          {props.busy ? messages.adminBusy : messages.adminSave}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={props.onCancel}>
          {messages.adminCancel}
        </button>
      </div>
    </ValidatedForm>
  );
}
