import { Link } from '@tanstack/react-router';
import { LANDING_CARDS, type ListPath } from '@shared/constants';
import { messages } from '@shared/messages/public';
import { LandingCard, type LandingItem } from './landing-card';

interface Props {
  id: string;
  title: string;
  items: LandingItem[];
  moreTo: ListPath;
  moreHash?: string;
  /** The first section's first card is the page's first image: not lazy. */
  eager?: boolean;
}

/** A landing section: the first 3 cards and "Lihat Selengkapnya" when there are more (SPEC.md §2, §9). */
export function LandingSection({ id, title, items, moreTo, moreHash, eager = false }: Props) {
  const headingId = `${id}-judul`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold text-slate-900">{title}</h2>
        {items.length > LANDING_CARDS ? (
          <Link to={moreTo} hash={moreHash} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {messages.seeMore}
            <span className="sr-only"> {title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {items.slice(0, LANDING_CARDS).map((item, index) => (
          <li key={item.id}>
            <LandingCard item={item} priority={eager && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
