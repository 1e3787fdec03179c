import { useEffect, useState } from 'react';
import { TOPBAR_HIDE_AFTER } from '@shared/constants';

/** True while the bar should hide: scrolling down beyond 100px; scrolling up shows it again (SPEC.md §2). */
export function useHideOnScroll(disabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      if (current > last && current > TOPBAR_HIDE_AFTER) setHidden(true);
      else if (current < last) setHidden(false);
      last = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden && !disabled;
}
