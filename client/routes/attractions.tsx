import { createFileRoute } from '@tanstack/react-router';
import { message } from '@shared/messages/public';
import { listRoute } from '@client/features/listings/list-route';
import { attractionSections } from '@client/features/listings/sections';

export const Route = createFileRoute('/attractions')(
  listRoute({
    path: '/attractions',
    kinds: ['attraction', 'paket'],
    title: (village) => message('attractionsTitle', { name: village.name }),
    description: (village) => message('metaAttractionsDescription', { site: village.title }),
    placeholder: 'attractionsSearch',
    loadFailed: 'attractionsLoadFailed',
    sections: ([attractions, pakets]) => attractionSections(attractions, pakets),
  }),
);
