import { createFileRoute } from '@tanstack/react-router';
import { adminListRoute } from '@client/features/admin/records/admin-route';

export const Route = createFileRoute('/admin/daftar/agenda')(adminListRoute('agenda'));
