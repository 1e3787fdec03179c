import { formatPriceLine } from '../../../shared/format';
import type { VillageEvent } from '../../../shared/schemas/event';
import { RecordLink } from './record-link';
import { ResponsiveImage } from './responsive-image';
import { eventCountdown } from '../../../shared/event-time';
import { eventRange, isOngoing } from '../../lib/event-text';

interface Props {
  event: VillageEvent;
  now: Date;
  /** The page's first card, whose image is usually the largest paint, loads at once. */
  priority?: boolean;
  /** Past events show no countdown. */
  showCountdown?: boolean;
}

/** An agenda card: picture, countdown, name, date and time, place, price. */
export function EventCard({ event, now, priority = false, showCountdown = true }: Props) {
  const ongoing = isOngoing(event, now);
  return (
    <RecordLink kind="event" id={event.id} className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <ResponsiveImage
        image={event.images[0]}
        priority={priority}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[16/9] h-auto w-full shrink-0 bg-slate-200 object-cover"
      />
      <span className="flex flex-1 flex-col gap-2 p-4">
        {showCountdown ? (
          <span
            data-testid="event-countdown"
            className={`self-start rounded-full px-3 py-1 text-xs font-bold ${ongoing ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-700'}`}
          >
            {eventCountdown(event, now)}
          </span>
        ) : null}
        <span className="text-lg font-bold text-slate-900 group-hover:text-brand-700">{event.name}</span>
        <span data-testid="event-when" className="text-sm font-semibold text-slate-800">{eventRange(event)}</span>
        {event.place ? <span className="text-sm text-slate-700">{event.place}</span> : null}
        <span className="mt-auto text-sm font-semibold text-brand-700">{formatPriceLine('attraction', event.price)}</span>
      </span>
    </RecordLink>
  );
}
