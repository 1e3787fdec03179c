import { useQuery } from '@tanstack/react-query';
import { DETAIL_PAGES } from '@shared/constants';
import { splitByNow } from '@shared/event-time';
import { message } from '@shared/messages/public';
import { usePageNow } from '../../lib/page-now';
import { recordQueries } from '../../lib/queries';
import { eventRange } from '../../lib/event-text';
import { localizedPath } from '@shared/locale';

/** "Agenda berikutnya: …" on an attraction's page, when an upcoming event belongs to it. */
export function NextEventNote({ attractionId }: { attractionId: number }) {
  const now = usePageNow();
  const { data: events = [] } = useQuery(recordQueries.event.list());
  const [next] = splitByNow(
    events.filter((event) => event.attraction_id === attractionId),
    now,
  ).upcoming;
  if (!next) return null;
  return (
    <a
      href={localizedPath(`${DETAIL_PAGES.event.path}/${next.id}`)}
      data-testid="next-event"
      className="block rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950 underline-offset-4 hover:underline"
    >
      {message('agendaNextAt', { name: next.name, date: eventRange(next) })}
    </a>
  );
}
