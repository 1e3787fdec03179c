import { ResponsiveImage } from '../../components/ui/responsive-image';
import { RecordLink, type RecordKind } from '../../components/ui/record-link';
import type { ImageRef } from '@shared/schemas/common';

export interface LandingItem {
  id: number;
  kind: RecordKind;
  name: string;
  category: string;
  image: ImageRef | undefined;
}

/** A landing card: image or placeholder, name, category label (SPEC.md §2). */
export function LandingCard({ item, priority }: { item: LandingItem; priority: boolean }) {
  return (
    <RecordLink kind={item.kind} id={item.id} className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <ResponsiveImage
        image={item.image}
        alt=""
        priority={priority}
        className="aspect-[3/2] h-auto w-full bg-slate-200 object-cover"
      />
      <span className="block p-4">
        <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{item.category}</span>
        <span className="mt-2 block text-lg font-bold text-slate-900 group-hover:text-brand-700">{item.name}</span>
      </span>
    </RecordLink>
  );
}
