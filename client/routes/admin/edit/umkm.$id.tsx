import { createFileRoute } from '@tanstack/react-router';
import { adminEditRoute } from '@client/features/admin/records/admin-route';

export const Route = createFileRoute('/admin/edit/umkm/$id')(adminEditRoute('umkm'));
