/**
 * An event's schema.org `Event` properties for its page's JSON-LD, so search engines can show its date,
 * place and price: times with the village's offset, the place with its address and coordinates, the
 * ticket as an offer in rupiah.
 */
import { parseLocation } from '@shared/format';
import type { VillageEvent } from '@shared/schemas/event';
import { villageSettings } from '@client/lib/village';

export function eventStructuredData(event: VillageEvent, { siteUrl, url }: { siteUrl: string; url: string }): Record<string, unknown> {
  const point = parseLocation(event.location);
  const village = villageSettings();
  return {
    startDate: event.starts_at,
    ...(event.ends_at ? { endDate: event.ends_at } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.place || village.title,
      address: {
        '@type': 'PostalAddress',
        streetAddress: [event.place, `Desa ${village.name}`, village.district].filter(Boolean).join(', '),
        addressLocality: village.regency,
        addressRegion: village.province,
        addressCountry: 'ID',
      },
      ...(point ? { geo: { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude } } : {}),
    },
    offers: { '@type': 'Offer', price: event.price, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url },
    isAccessibleForFree: event.price === 0,
    organizer: { '@type': 'Organization', name: village.title, url: siteUrl },
  };
}
