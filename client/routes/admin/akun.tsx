import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '@client/features/admin/account/change-password-form';

export const Route = createFileRoute('/admin/akun')({
  component: ChangePasswordForm,
});
