import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../../features/admin/akun/change-password-form';

export const Route = createFileRoute('/admin/akun')({
  component: ChangePasswordForm,
});
