import type { ReactNode } from 'react';
import type { ListPath } from '@shared/constants';
import { Breadcrumb } from '../../components/ui/breadcrumb';

/** The list page a detail page sits under in the breadcrumb. */
export interface DetailParent {
  to: ListPath;
  label: string;
}

interface Props {
  /** Above everything else: the preview banner over a draft. */
  notice?: ReactNode;
  name: string;
  badge?: string;
  parent: DetailParent;
  /** The price line under the title, when the record has one. */
  /** A line under the title that the page is read for first (an event's date and time). */
  headline?: string;
  priceLine?: string;
  gallery: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}

/** Shared frame of the four detail pages: breadcrumb, title, gallery, body and a side column. */
export function DetailLayout({ notice, name, badge, parent, headline, priceLine, gallery, aside, children }: Props) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {notice}
      <Breadcrumb current={name} parent={parent} />
      <header className="mt-4">
        {badge ? <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">{badge}</p> : null}
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 md:text-4xl">{name}</h1>
        {headline ? <p data-testid="headline" className="mt-2 text-lg font-semibold text-slate-800">{headline}</p> : null}
        {priceLine ? <p data-testid="price-line" className="mt-2 text-xl font-bold text-brand-700">{priceLine}</p> : null}
      </header>
      <div className={`mt-6 grid gap-8 ${aside ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'max-w-4xl'}`}>
        <div>
          {gallery}
          {children}
        </div>
        {aside ? <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">{aside}</div> : null}
      </div>
    </article>
  );
}
