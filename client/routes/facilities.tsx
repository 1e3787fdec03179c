import { createFileRoute } from '@tanstack/react-router';
import { message, messages } from '@shared/messages/public';
import { listRoute } from '@client/features/listings/list-route';
import { facilitySections } from '@client/features/listings/sections';

export const Route = createFileRoute('/facilities')(
  listRoute({
    path: '/facilities',
    kinds: ['facility', 'accommodation'],
    title: () => messages.facilitiesTitle,
    description: (village) => message('metaFacilitiesDescription', { site: village.title }),
    placeholder: 'facilitiesSearch',
    loadFailed: 'facilitiesLoadFailed',
    sections: ([facilities, accommodations]) => facilitySections(facilities, accommodations),
  }),
);
