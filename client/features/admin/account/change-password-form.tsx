/**
 * Change the password: the current one is required; the server ends the other sessions. A user signed in
 * with a temporary password is told so and, once it is changed, continues to the dashboard.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '@shared/messages';
import { changePasswordInput } from '@shared/schemas/auth';
import { useForm } from '@client/lib/form';
import { meQuery, type Inputs } from '@client/lib/queries';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { BUTTON, TextField } from '@client/components/admin/fields';
import { FormAlert } from '@client/components/admin/form-alert';
import { ValidatedForm } from '@client/components/admin/validated-form';

const EMPTY = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const [formKey, setFormKey] = useState(0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const temporary = useQuery(meQuery()).data?.mustChangePassword === true;
  const onChanged = async () => {
    if (!temporary) return setFormKey((key) => key + 1);
    // The guard reads the flag from `auth.me`: read it again before moving on.
    await queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
    void navigate({ to: '/admin/dashboard', replace: true });
  };
  return <PasswordFields key={formKey} temporary={temporary} onChanged={() => void onChanged()} />;
}

function PasswordFields({ temporary, onChanged }: { temporary: boolean; onChanged: () => void }) {
  const form = useForm({ id: 'akun', schema: changePasswordInput, initial: EMPTY });
  const change = useMutation({
    mutationFn: (input: Inputs['auth']['changePassword']) => trpcClient.auth.changePassword.mutate(input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onChanged();
    },
    onError: (error) => form.setError(error.message || messages.unexpectedError),
  });
  return (
    <ValidatedForm form={form} onValid={(input) => change.mutate(input)} aria-labelledby="akun-title" className="max-w-md space-y-4 rounded-xl border border-slate-300 bg-white p-6 shadow-sm">
      <h1 id="akun-title" className="text-2xl font-bold text-slate-900">
        {messages.adminAkunTitle}
      </h1>
      {temporary ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {messages.adminMustChangePassword}
        </p>
      ) : null}
      <FormAlert id={form.errorId} error={form.error} />
      <TextField label={messages.adminCurrentPassword} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <TextField label={messages.adminNewPassword} type="password" autoComplete="new-password" required minLength={8} {...form.field('newPassword')} />
      <button type="submit" className={BUTTON.primary} disabled={change.isPending}>
        {change.isPending ? messages.adminBusy : messages.adminSave}
      </button>
    </ValidatedForm>
  );
}
