/**
 * Switching an account off or on and resetting its password, each after a confirmation: the toast, the
 * list read again, and a reset's new temporary password handed to `onPassword` to be shown once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { message, messages } from '@shared/messages';
import type { UserView } from '@shared/schemas/users';
import { usersListQuery, type Inputs } from '@client/lib/queries';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';

export type UserAction = 'deactivate' | 'activate' | 'reset';

const DIALOG = {
  deactivate: { title: messages.adminUsersDeactivateTitle, text: 'adminUsersDeactivateText', confirm: messages.adminUsersDeactivate },
  activate: { title: messages.adminUsersActivateTitle, text: 'adminUsersActivateText', confirm: messages.adminUsersActivate },
  reset: { title: messages.adminUsersResetTitle, text: 'adminUsersResetText', confirm: messages.adminUsersResetPassword },
} as const;

export function useUserActions(onPassword: (name: string, password: string) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ action: UserAction; user: UserView } | null>(null);
  const failed = (error: Error) => toast.error(error.message || messages.adminUsersSaveFailed);
  const listStale = () => queryClient.invalidateQueries({ queryKey: usersListQuery().queryKey });
  const setActive = useMutation({
    mutationFn: (input: Inputs['users']['setActive']) => trpcClient.users.setActive.mutate(input),
    onSuccess: (_answer, input) => toast.success(input.active ? messages.adminUsersActivated : messages.adminUsersDeactivated),
    onError: failed,
    onSettled: listStale,
  });
  const reset = useMutation({
    mutationFn: (input: Inputs['users']['resetPassword']) => trpcClient.users.resetPassword.mutate(input),
    onError: failed,
    onSettled: listStale,
  });

  const confirm = () => {
    if (!pending) return;
    const { action, user } = pending;
    setPending(null);
    if (action !== 'reset') return setActive.mutate({ id: user.id, active: action === 'activate' });
    reset.mutate(
      { id: user.id },
      {
        onSuccess: (answer) => {
          toast.success(messages.adminUsersPasswordReset);
          onPassword(user.name, answer.temporaryPassword);
        },
      },
    );
  };

  const dialog = pending && {
    title: DIALOG[pending.action].title,
    text: message(DIALOG[pending.action].text, { name: pending.user.name }),
    confirmLabel: DIALOG[pending.action].confirm,
  };
  return { ask: (action: UserAction, user: UserView) => setPending({ action, user }), dialog, confirm, cancel: () => setPending(null) };
}
