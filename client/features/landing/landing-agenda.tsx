import { Link } from '@tanstack/react-router';
import { LANDING_EVENTS } from '@shared/constants';
import { splitByNow } from '@shared/event-time';
import { messages } from '@shared/messages/public';
import type { VillageEvent } from '@shared/schemas/event';
import { usePageNow } from '../../lib/page-now';
import { EventCard } from '../../components/ui/event-card';

/** "Agenda Terdekat": the next three events, the first with its countdown; nothing when none is to come. */
export function LandingAgenda({ events }: { events: VillageEvent[] }) {
  const now = usePageNow();
  const upcoming = splitByNow(events, now).upcoming.slice(0, LANDING_EVENTS);
  if (upcoming.length === 0) return null;
  return (
    <section id="agenda" aria-labelledby="agenda-judul" className="scroll-mt-24 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="agenda-judul" className="text-3xl font-bold text-slate-900">{messages.agendaLanding}</h2>
        <Link to="/agenda" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {messages.agendaSeeAll}
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {upcoming.map((event, index) => (
          <li key={event.id}>
            <EventCard event={event} now={now} showCountdown={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
