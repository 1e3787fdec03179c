import { ResponsiveImage } from '../../components/ui/responsive-image';
import { RecordLink } from '../../components/ui/record-link';
import type { ListingItem } from './listing';

/**
 * A 350px card: first image or placeholder, name, 3-line description, price line (SPEC.md §2).
 * `priority`: the page's first card, whose image is usually the largest paint, loads at once.
 */
export function ListingCard({ item, priority = false }: { item: ListingItem; priority?: boolean }) {
  return (
    <RecordLink
      kind={item.kind}
      id={item.id}
      className="group flex h-[350px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <ResponsiveImage
        image={item.image}
        priority={priority}
        alt=""
        className="h-44 w-full shrink-0 bg-slate-200 object-cover"
      />
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="text-lg font-bold text-slate-900 group-hover:text-brand-700">{item.name}</span>
        <span lang={item.descriptionLang} className="line-clamp-3 text-sm text-slate-700">{item.description}</span>
        {item.priceLine ? <span className="mt-auto text-sm font-semibold text-brand-700">{item.priceLine}</span> : null}
      </span>
    </RecordLink>
  );
}
