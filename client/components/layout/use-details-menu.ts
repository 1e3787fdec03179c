import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * A menu drawn as `<details>`: the browser opens and closes it, with or without scripts; React only follows
 * the element (its `toggle` event), never sets `open` itself. So a menu the visitor opened before the
 * scripts arrived is found open at hydration and stays open. Once the scripts run, a press outside it or
 * Escape closes it (SPEC.md §2), and `close` shuts it after a choice.
 */
export function useDetailsMenu(ref: RefObject<HTMLDetailsElement | null>): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, [ref]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const follow = () => setOpen(details.open);
    follow();
    details.addEventListener('toggle', follow);
    return () => details.removeEventListener('toggle', follow);
  }, [ref]);

  useEffect(() => {
    const details = ref.current;
    if (!open || !details) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the closing menu would be lost: it returns to the menu's button.
      const hadFocus = details.contains(document.activeElement);
      close();
      if (hadFocus) details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);

  return { open, close };
}
