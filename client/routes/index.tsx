import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DETAIL_PAGES, type DetailPageKind } from '@shared/constants';
import { messages, type PublicMessageKey } from '@shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { LandingAbout } from '../features/landing/landing-about';
import { LandingAgenda } from '../features/landing/landing-agenda';
import { HERO_SIZES, LandingHero } from '../features/landing/landing-hero';
import { LandingSection } from '../features/landing/landing-section';
import type { DetailRecord } from '../features/detail/detail-kind';
import { detailKindOf } from '../kinds/client-kinds';
import { recordQueries } from '../lib/queries';
import { destinationSchema, routeHead } from '../lib/page-head';

/** The kinds the landing page shows, each as a section of its first cards leading to its list page. */
const SECTIONS = [
  { id: 'wisata', kind: 'attraction', title: 'landingWisataTitle' },
  { id: 'penginapan', kind: 'accommodation', title: 'landingPenginapanTitle' },
  { id: 'kuliner', kind: 'kuliner', title: 'landingKulinerTitle' },
  { id: 'fasilitas', kind: 'facility', title: 'landingFasilitasTitle' },
] as const satisfies readonly { id: string; kind: DetailPageKind; title: PublicMessageKey }[];

const sectionQueries = () => SECTIONS.map((section) => recordQueries[section.kind].list());

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadMissing(context.queryClient, [recordQueries.event.list(), ...sectionQueries()]),
  pendingComponent: PageSpinner,
  errorComponent: LandingError,
  head: routeHead((village) => ({ description: village.description, cover: village.hero, coverSizes: HERO_SIZES, schema: destinationSchema })),
  component: Landing,
});

function LandingError() {
  return (
    <>
      <LandingHero />
      <ErrorMessage text={messages.landingLoadFailed} />
    </>
  );
}

function Landing() {
  const { data: events } = useSuspenseQuery(recordQueries.event.list());
  const lists = useSuspenseQueries({ queries: sectionQueries() }).map((result) => result.data as readonly (DetailRecord & { id: number })[]);
  return (
    <>
      <LandingHero />
      <div className="mx-auto max-w-6xl px-4">
        <LandingAbout />
        <LandingAgenda events={events} />
        {SECTIONS.map(({ id, kind, title }, index) => (
          <LandingSection
            key={id}
            id={id}
            title={messages[title]}
            moreTo={DETAIL_PAGES[kind].list}
            eager={index === 0}
            items={(lists[index] ?? []).map((record) => ({ id: record.id, kind, name: record.name, category: detailKindOf(kind).badge(record), image: record.images[0] }))}
          />
        ))}
      </div>
    </>
  );
}
