/** Change the admin password: the current one is required; the server ends the other sessions. */
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { changePasswordInput } from '../../../../shared/schemas/auth';
import { useForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { BUTTON, TextField } from '../ui/fields';
import { FormAlert } from '../ui/form-alert';

const EMPTY = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const [formKey, setFormKey] = useState(0);
  return <PasswordFields key={formKey} onChanged={() => setFormKey((key) => key + 1)} />;
}

function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const form = useForm({ id: 'akun', schema: changePasswordInput, initial: EMPTY });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: (answer) => {
      toast.success(answer.message);
      onChanged();
    },
    onError: (error) => form.setError(error.message || messages.unexpectedError),
  });
  return (
    <form
      aria-labelledby="akun-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = form.validate();
        if (input) change.mutate(input);
      }}
      className="max-w-md space-y-4 rounded-xl border border-slate-300 bg-white p-6 shadow-sm"
    >
      <h1 id="akun-title" className="text-2xl font-bold text-slate-900">
        {messages.adminAkunTitle}
      </h1>
      <FormAlert id={form.errorId} error={form.error} />
      <TextField label={messages.adminCurrentPassword} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <TextField label={messages.adminNewPassword} type="password" autoComplete="new-password" required minLength={8} {...form.field('newPassword')} />
      <button type="submit" className={BUTTON.primary} disabled={change.isPending}>
        {change.isPending ? messages.adminBusy : messages.adminSave}
      </button>
    </form>
  );
}
