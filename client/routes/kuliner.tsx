import { createFileRoute } from '@tanstack/react-router';
import { message } from '@shared/messages/public';
import { listRoute } from '@client/features/listings/list-route';
import { kulinerSections } from '@client/features/listings/sections';

export const Route = createFileRoute('/kuliner')(
  listRoute({
    path: '/kuliner',
    kinds: ['kuliner'],
    title: (village) => message('kulinerTitle', { name: village.name }),
    description: (village) => message('metaKulinerDescription', { site: village.title }),
    placeholder: 'kulinerSearch',
    loadFailed: 'kulinerDetailFailed',
    sections: ([kuliner]) => kulinerSections(kuliner),
  }),
);
