import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { LandingAbout } from '../features/landing/landing-about';
import { LandingAgenda } from '../features/landing/landing-agenda';
import { LandingHero } from '../features/landing/landing-hero';
import { LandingSection } from '../features/landing/landing-section';
import { recordQueries } from '../lib/queries';
import { destinationSchema, routeHead } from '../lib/page-head';
import { village } from '@shared/village';

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    loadMissing(context.queryClient, [
      recordQueries.event.list(),
      recordQueries.attraction.list(),
      recordQueries.accommodation.list(),
      recordQueries.kuliner.list(),
      recordQueries.facility.list(),
    ]),
  pendingComponent: PageSpinner,
  errorComponent: LandingError,
  head: routeHead({ description: village.description, schema: destinationSchema }),
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
  const { data: attractions } = useSuspenseQuery(recordQueries.attraction.list());
  const { data: accommodations } = useSuspenseQuery(recordQueries.accommodation.list());
  const { data: kuliner } = useSuspenseQuery(recordQueries.kuliner.list());
  const { data: facilities } = useSuspenseQuery(recordQueries.facility.list());
  return (
    <>
      <LandingHero />
      <div className="mx-auto max-w-6xl px-4">
        <LandingAbout />
        <LandingAgenda events={events} />
        <LandingSection
          id="wisata"
          title={messages.landingWisataTitle}
          moreTo="/attractions"
          eager
          items={attractions.map((record) => ({ id: record.id, kind: 'attraction', name: record.name, category: record.category, image: record.images[0] }))}
        />
        <LandingSection
          id="penginapan"
          title={messages.landingPenginapanTitle}
          moreTo="/facilities"
          items={accommodations.map((record) => ({ id: record.id, kind: 'accommodation', name: record.name, category: messages.categoryPenginapan, image: record.images[0] }))}
        />
        <LandingSection
          id="kuliner"
          title={messages.landingKulinerTitle}
          moreTo="/kuliner"
          items={kuliner.map((record) => ({ id: record.id, kind: 'kuliner', name: record.name, category: record.category, image: record.images[0] }))}
        />
        <LandingSection
          id="fasilitas"
          title={messages.landingFasilitasTitle}
          moreTo="/facilities"
          items={facilities.map((record) => ({ id: record.id, kind: 'facility', name: record.name, category: messages.categoryFasilitas, image: record.images[0] }))}
        />
      </div>
    </>
  );
}
