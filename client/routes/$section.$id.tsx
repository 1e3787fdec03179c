import { createFileRoute } from '@tanstack/react-router';
import { detailRoute } from '@client/kinds/detail-route';

export const Route = createFileRoute('/$section/$id')(detailRoute);
