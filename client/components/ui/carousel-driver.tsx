/**
 * Embla over a carousel's row (carousel.tsx), loaded once the page runs: the row scrolls natively until
 * then, so the list hydrates without embla's code on the wire.
 */
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, type RefObject } from 'react';

export type Embla = NonNullable<UseEmblaCarouselType[1]>;

interface Props {
  viewport: RefObject<HTMLDivElement | null>;
  onReady: (embla: Embla | null) => void;
}

export default function CarouselDriver({ viewport, onReady }: Props) {
  const [attach, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(embla ?? null);
    return () => onReady(null);
  }, [embla, onReady]);
  return null;
}
