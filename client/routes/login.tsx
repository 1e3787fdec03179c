import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/admin/login/login-form';

export const Route = createFileRoute('/login')({
  component: LoginPage,
});

function LoginPage() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-16">
      <LoginForm />
    </div>
  );
}
