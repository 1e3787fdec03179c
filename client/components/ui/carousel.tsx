import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { message, messages } from '@shared/messages/public';
import { useHydrated } from '../../lib/hydrated';
import type { Embla } from './carousel-driver';

const CarouselDriver = lazy(() => import('./carousel-driver'));

interface Props {
  label: string;
  children: ReactNode[];
}

/**
 * A horizontal carousel (SPEC.md §2): 1 card per view from 640px, 2 from 768px, 3 from 1024px, 20px gap
 * (the gap is the slides' left padding, as embla expects). Embla loads once the page runs (carousel-driver.tsx).
 */
export function Carousel({ label, children }: Props) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<Embla | null>(null);
  const hydrated = useHydrated();
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // A row scrolled natively before the script ran would shift embla's slides by that much.
    embla.rootNode().scrollLeft = 0;
    embla.on('select', update).on('reInit', update);
    const frame = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <div className="relative">
      {/* Until embla runs (the server's HTML, a browser without JavaScript) the row scrolls natively, by
          swiping too; embla is undefined in the first render on both sides, so hydration matches. */}
      <div ref={viewportRef} className={embla ? 'overflow-hidden' : 'overflow-x-auto'} data-testid="carousel">
        <ul className={embla ? '-ml-5 flex touch-pan-y' : '-ml-5 flex'}>
          {children.map((child, index) => (
            <li key={index} className="min-w-0 shrink-0 grow-0 basis-full pl-5 md:basis-1/2 lg:basis-1/3">
              {child}
            </li>
          ))}
        </ul>
      </div>
      {hydrated ? (
        <Suspense fallback={null}>
          <CarouselDriver viewport={viewportRef} onReady={setEmbla} />
        </Suspense>
      ) : null}
      {canPrev || canNext ? (
        <div className="mt-4 flex items-center justify-between gap-4">
          <p className="text-sm text-slate-600">{messages.swipeHint} →</p>
          <div className="flex gap-2">
            <button type="button" onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label={message('carouselPrev', { section: label })} className="carousel-button">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label={message('carouselNext', { section: label })} className="carousel-button">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
