import { createFileRoute } from '@tanstack/react-router';
import { adminEditRoute } from '@client/kinds/admin-route';

export const Route = createFileRoute('/admin/edit/$screen/$id')(adminEditRoute);
