import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { splitByNow } from '@shared/event-time';
import { message, messages } from '@shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { AgendaPage } from '../features/agenda/agenda-page';
import { itemListSchema, routeHead } from '../lib/page-head';
import { recordQueries } from '../lib/queries';

export const Route = createFileRoute('/agenda')({
  loader: ({ context }) => loadMissing(context.queryClient, [recordQueries.event.list()]),
  pendingMs: 0,
  pendingComponent: PageSpinner,
  errorComponent: () => <ErrorMessage text={messages.eventDetailFailed} />,
  head: routeHead((village) => ({
    page: messages.agendaTitle,
    description: message('metaAgendaDescription', { site: village.title }),
    schema: (context) => itemListSchema(context.siteUrl, shownEvents(context.queryClient)),
  })),
  component: Agenda,
});

/** The events as the page lists them: those to come, soonest first, then the past ones. */
function shownEvents(queryClient: QueryClient) {
  const events = queryClient.getQueryData(recordQueries.event.list().queryKey);
  if (!events) return undefined;
  const { upcoming, past } = splitByNow(events, new Date());
  return [...upcoming, ...past].map((event) => ({ kind: 'event' as const, id: event.id, name: event.name }));
}

function Agenda() {
  const { data: events } = useSuspenseQuery(recordQueries.event.list());
  return <AgendaPage events={events} />;
}
