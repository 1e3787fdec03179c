import type { ReactNode } from 'react';
import { DETAIL_PAGES, type DetailPageKind } from '@shared/constants';
import { localizedPath } from '@shared/locale';

/** The kinds with a public detail page (map locations have none). */
export type RecordKind = DetailPageKind;

interface Props {
  kind: RecordKind;
  id: number;
  className?: string;
  children: ReactNode;
}

/** A link to a record's detail page (SPEC.md §2): a plain link, which works in every island and without scripts. */
export function RecordLink({ kind, id, className, children }: Props) {
  return (
    <a href={localizedPath(`${DETAIL_PAGES[kind].path}/${id}`)} className={className}>
      {children}
    </a>
  );
}
