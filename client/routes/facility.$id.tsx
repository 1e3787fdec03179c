import { createFileRoute } from '@tanstack/react-router';
import { detailRoute } from '../features/detail/detail-route';

export const Route = createFileRoute('/facility/$id')(detailRoute('facility'));
