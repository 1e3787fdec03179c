/** "Agenda Desa": events to come soonest first (those in progress marked), then the past ones. */
import { splitByNow } from '@shared/event-time';
import { message, messages } from '@shared/messages/public';
import type { VillageEvent } from '@shared/schemas/event';
import { villageSettings } from '@client/lib/village';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { usePageNow } from '../../lib/page-now';
import { EventCard } from '../../components/ui/event-card';
import { localizedPath } from '@shared/locale';

function EventGrid({ events, now, past = false }: { events: VillageEvent[]; now: Date; past?: boolean }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} now={now} priority={!past && index === 0} showCountdown={!past} />
        </li>
      ))}
    </ul>
  );
}

export function AgendaPage({ events }: { events: VillageEvent[] }) {
  const now = usePageNow();
  const { upcoming, past } = splitByNow(events, now);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb current={messages.agendaTitle} />
      <h1 className="mt-4 text-4xl font-extrabold text-slate-900">{messages.agendaTitle}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-800">{message('agendaIntro', { village: villageSettings().title })}</p>
      <a href={localizedPath('/agenda.ics')} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {messages.agendaSubscribe}
      </a>
      <section aria-labelledby="agenda-mendatang" className="mt-10">
        <h2 id="agenda-mendatang" className="text-2xl font-bold text-slate-900">{messages.agendaUpcoming}</h2>
        {upcoming.length > 0 ? (
          <EventGrid events={upcoming} now={now} />
        ) : (
          <p className="mt-4 text-slate-700">{events.length > 0 ? messages.agendaNoneUpcoming : messages.agendaNone}</p>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="agenda-sebelumnya" className="mt-12">
          <h2 id="agenda-sebelumnya" className="text-2xl font-bold text-slate-900">{messages.agendaPast}</h2>
          <EventGrid events={past} now={now} past />
        </section>
      ) : null}
    </div>
  );
}
