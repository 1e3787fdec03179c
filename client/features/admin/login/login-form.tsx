/** "Login Admin" (SPEC.md §2, §5, §8): email and password, "Masuk" / "Memproses...". */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { messages } from '@shared/messages';
import { loginInput } from '@shared/schemas/auth';
import { useForm } from '@client/lib/form';
import { meQuery, type Inputs } from '@client/lib/queries';
import { storeSession } from '@client/lib/session';
import { trpcClient } from '@client/lib/trpc';
import { BUTTON, TextField } from '@client/components/admin/fields';
import { FormAlert } from '@client/components/admin/form-alert';
import { ValidatedForm } from '@client/components/admin/validated-form';

export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ id: 'login', schema: loginInput, initial: { email: '', password: '' } });
  const login = useMutation({
    mutationFn: (input: Inputs['auth']['login']) => trpcClient.auth.login.mutate(input),
    onSuccess: async (answer) => {
      if (!answer.token) return form.setError(answer.message || messages.loginFailed);
      storeSession(answer.token, answer.role);
      // Whoever was signed in before in this tab is forgotten: the admin guard asks the server anew.
      await queryClient.resetQueries({ queryKey: meQuery().queryKey });
      // A temporary password is changed first (the admin guard holds the user there too).
      void navigate({ to: answer.mustChangePassword ? '/admin/akun' : '/admin/dashboard', replace: true });
    },
    // The server's sentence when it answered, else the SPEC.md §8 fallback.
    onError: (error) => form.setError(error instanceof TRPCClientError && error.data ? error.message || messages.loginServerError : messages.loginServerError),
  });

  return (
    <ValidatedForm form={form} onValid={(input) => login.mutate(input)} aria-labelledby="login-title" className="mx-auto w-full max-w-md space-y-4 rounded-xl border border-slate-300 bg-white p-6 shadow-md">
      <h1 id="login-title" className="text-center text-2xl font-bold text-slate-900">
        {messages.adminLoginTitle}
      </h1>
      <FormAlert id={form.errorId} error={form.error} />
      <TextField label={messages.adminEmail} type="email" autoComplete="username" required {...form.field('email')} />
      <TextField label={messages.adminPassword} type="password" autoComplete="current-password" required {...form.field('password')} />
      <button type="submit" className={`${BUTTON.primary} w-full`} disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending ? messages.adminBusy : messages.adminLoginSubmit}
      </button>
    </ValidatedForm>
  );
}
