import { createFileRoute } from '@tanstack/react-router';
import { detailRoute } from '../features/detail/detail-route';

export const Route = createFileRoute('/agenda_/$id')(detailRoute('event'));
