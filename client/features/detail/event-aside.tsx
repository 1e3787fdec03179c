/** The side column of an event's page: when, where, the calendar links, WhatsApp and its attraction (the map and its directions are in the body). */
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { DETAIL_PAGES } from '@shared/constants';
import { message, messages } from '@shared/messages/public';
import type { VillageEvent } from '@shared/schemas/event';
import { villageSettings } from '@client/lib/village';
import { usePageNow } from '../../lib/page-now';
import { recordQueries } from '../../lib/queries';
import { ContactList } from './contact-list';
import { SideCard } from './side-card';
import { WhatsAppLink } from './whatsapp-link';
import { eventCountdown } from '@shared/event-time';
import { eventRange, googleCalendarLink } from '../../lib/event-text';
import { localizedPath } from '@shared/locale';
import { fallbackLang } from '@client/lib/record-language';

const BUTTON = 'inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 font-bold';

function LinkedAttraction({ id }: { id: number }) {
  // Read by the page's loader; an attraction that is gone is simply not shown.
  const { data: attraction } = useQuery({ ...recordQueries.attraction.byId(id), retry: false });
  if (!attraction) return null;
  return (
    <a href={localizedPath(`${DETAIL_PAGES.attraction.path}/${id}`)} data-testid="event-attraction" className="block font-semibold text-brand-700 underline underline-offset-4">
      {message('agendaLinkedAttraction', { name: attraction.name })}
    </a>
  );
}

export function EventAside({ event }: { event: VillageEvent }) {
  const now = usePageNow();
  const { siteUrl } = useRouteContext({ from: '__root__' });
  const pageUrl = `${siteUrl}${localizedPath(`/agenda/${event.id}`)}`;
  const when = eventRange(event);
  return (
    <>
      <SideCard title={messages.agendaWhen}>
        <p data-testid="event-when" className="font-semibold">{when}</p>
        <p data-testid="event-countdown" className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
          {eventCountdown(event, now)}
        </p>
      </SideCard>
      <SideCard title={messages.agendaPlace}>
        <p lang={event.place ? fallbackLang(event, 'place') : undefined}>{event.place || villageSettings().title}</p>
      </SideCard>
      <div className="flex flex-col gap-3">
        <a href={localizedPath(`/agenda/${event.id}/kalender.ics`)} download className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          {messages.agendaAddToCalendar}
        </a>
        <a href={googleCalendarLink(event, pageUrl)} target="_blank" rel="noopener noreferrer" data-testid="google-calendar" className={`${BUTTON} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
          {messages.agendaGoogleCalendar}
          <span className="sr-only"> {messages.newTabHint}</span>
        </a>
        <WhatsAppLink
          phone={event.phone}
          name={event.name}
          label={messages.agendaContact}
          text={message('agendaWhatsAppText', { name: event.name, date: when, village: villageSettings().title })}
        />
      </div>
      {event.phone ? (
        <SideCard title={messages.detailContact}>
          <ContactList phone={event.phone} />
        </SideCard>
      ) : null}
      {event.attraction_id ? <LinkedAttraction id={event.attraction_id} /> : null}
    </>
  );
}
