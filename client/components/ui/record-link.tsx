import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { RecordKind as AnyRecordKind } from '../../../shared/constants';

/** The kinds with a public detail page (map locations have none). */
export type RecordKind = Exclude<AnyRecordKind, 'mapLocation'>;

interface Props {
  kind: RecordKind;
  id: number;
  className?: string;
  children: ReactNode;
}

/** A typed link to a record's detail route (SPEC.md §2). */
export function RecordLink({ kind, id, className, children }: Props) {
  const params = { id: String(id) };
  switch (kind) {
    case 'attraction':
      return <Link to="/attraction/$id" params={params} className={className}>{children}</Link>;
    case 'paket':
      return <Link to="/paket/$id" params={params} className={className}>{children}</Link>;
    case 'facility':
      return <Link to="/facility/$id" params={params} className={className}>{children}</Link>;
    case 'accommodation':
      return <Link to="/accommodation/$id" params={params} className={className}>{children}</Link>;
    case 'event':
      return <Link to="/agenda/$id" params={params} className={className}>{children}</Link>;
  }
}
