import { createFileRoute } from '@tanstack/react-router';
import { adminListRoute } from '@client/kinds/admin-route';

export const Route = createFileRoute('/admin/daftar/$screen')(adminListRoute);
