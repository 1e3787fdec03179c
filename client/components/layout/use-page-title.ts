import { useEffect } from 'react';
import { village } from '../../../shared/village';

/** The document title after client-side navigation, in the server's form "{page} | {village}" (DESIGN.md §7). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${village.title}` : village.title;
  }, [page]);
}
