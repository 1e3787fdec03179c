import { formatPriceLine } from '@shared/format';
import type { VillageEvent } from '@shared/schemas/event';
import { RecordLink } from './record-link';
import { ResponsiveImage } from './responsive-image';
import { eventCountdown, phaseOf } from '@shared/event-time';
import { eventRange } from '../../lib/event-text';

interface Props {
  event: VillageEvent;
  now: Date;
  /** The page's first card, whose image is usually the largest paint, loads at once. */
  priority?: boolean;
  /** Past events show no countdown. */
  showCountdown?: boolean;
}

/**
 * An agenda card: picture, countdown, name, date and time, place, price. On a phone the picture sits
 * beside the text at two fifths of the width (a list of dates reads better, and the picture is small
 * enough to come quickly over mobile data); from tablets up it heads the card.
 */
export function EventCard({ event, now, priority = false, showCountdown = true }: Props) {
  const ongoing = phaseOf(event, now) === 'ongoing';
  return (
    <RecordLink kind="event" id={event.id} className="group flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md md:flex-col">
      <ResponsiveImage
        image={event.images[0]}
        priority={priority}
        alt=""
        className="aspect-[4/3] h-auto w-2/5 shrink-0 self-start bg-slate-200 object-cover md:aspect-[16/9] md:w-full"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-2 p-3 md:p-4">
        {showCountdown ? (
          <span
            data-testid="event-countdown"
            className={`self-start rounded-full px-3 py-1 text-xs font-bold ${ongoing ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-700'}`}
          >
            {eventCountdown(event, now)}
          </span>
        ) : null}
        <span data-testid="event-name" className="text-base font-bold text-slate-900 group-hover:text-brand-700 md:text-lg">{event.name}</span>
        <span data-testid="event-when" className="text-sm font-semibold text-slate-800">{eventRange(event)}</span>
        {event.place ? <span className="text-sm text-slate-700">{event.place}</span> : null}
        <span className="mt-auto text-sm font-semibold text-brand-700">{formatPriceLine('attraction', event.price)}</span>
      </span>
    </RecordLink>
  );
}
