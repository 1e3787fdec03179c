import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../shared/messages/public';
import { ErrorMessage } from '../components/feedback/error-message';
import { loadMissing } from '../components/feedback/load-missing';
import { PageSpinner } from '../components/feedback/page-spinner';
import { LandingAbout } from '../features/landing/landing-about';
import { LandingHero } from '../features/landing/landing-hero';
import { LandingSection } from '../features/landing/landing-section';
import { trpc } from '../lib/trpc';
import { usePageTitle } from '../components/layout/use-page-title';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryUtils: q } }) =>
    loadMissing([
      [q.attraction.list.getData(), () => q.attraction.list.ensureData()],
      [q.accommodation.list.getData(), () => q.accommodation.list.ensureData()],
      [q.facility.list.getData(), () => q.facility.list.ensureData()],
    ]),
  pendingComponent: PageSpinner,
  errorComponent: LandingError,
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
  usePageTitle();
  const [attractions] = trpc.attraction.list.useSuspenseQuery();
  const [accommodations] = trpc.accommodation.list.useSuspenseQuery();
  const [facilities] = trpc.facility.list.useSuspenseQuery();
  return (
    <>
      <LandingHero />
      <div className="mx-auto max-w-6xl px-4">
        <LandingAbout />
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
          id="fasilitas"
          title={messages.landingFasilitasTitle}
          moreTo="/facilities"
          items={facilities.map((record) => ({ id: record.id, kind: 'facility', name: record.name, category: messages.categoryFasilitas, image: record.images[0] }))}
        />
      </div>
    </>
  );
}
