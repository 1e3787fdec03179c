import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { message, messages } from '../../shared/messages/public';
import { village } from '../../shared/village';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { AgendaPage } from '../features/agenda/agenda-page';
import { pageHead } from '../lib/page-head';
import { recordQueries } from '../lib/queries';

export const Route = createFileRoute('/agenda')({
  loader: ({ context }) => loadMissing(context.queryClient, [recordQueries.event.list()]),
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.eventDetailFailed} />,
  head: ({ match }) =>
    pageHead({ page: messages.agendaTitle, description: message('metaAgendaDescription', { site: village.title }), siteUrl: match.context.siteUrl, path: match.pathname }),
  component: Agenda,
});

function Agenda() {
  const { data: events } = useSuspenseQuery(recordQueries.event.list());
  return <AgendaPage events={events} />;
}
