import { message } from '@shared/messages/public';
import { Carousel } from '../../components/ui/carousel';
import type { ListingSection as Section } from './listing';
import { ListingCard } from './listing-card';

/** One anchored section with its carousel; while searching its description counts the hits (SPEC.md §5). */
export function ListingSection({ section, term, first = false }: { section: Section; term: string; first?: boolean }) {
  const searching = term.trim() !== '';
  const headingId = `${section.id}-judul`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24 py-8">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">{section.title}</h2>
      <p className="mb-6 mt-1 text-slate-700" data-testid="section-description">
        {searching ? message('searchResults', { n: section.items.length, term: term.trim() }) : section.description}
      </p>
      <Carousel label={section.title}>
        {section.items.map((item, index) => (
          <ListingCard key={`${item.kind}-${item.id}`} item={item} priority={first && index === 0} />
        ))}
      </Carousel>
    </section>
  );
}
