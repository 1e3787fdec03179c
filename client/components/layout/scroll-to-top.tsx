import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Scrolls to the top on every path change (SPEC.md §2); a URL with a hash is left to its section. */
export function ScrollToTop() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
