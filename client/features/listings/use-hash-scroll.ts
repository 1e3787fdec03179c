import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** After the data has loaded, scroll to the section the URL hash names (SPEC.md §2). */
export function useHashScroll(): void {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(hash)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
