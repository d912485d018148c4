// The carousel engine, in its own chunk: the hero paints and hydrates without it.
import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";

export type CarouselApi = EmblaCarouselType;

/** Attaches Embla to the pre-rendered slides in viewport; nothing is re-rendered. */
export function attachCarousel(viewport: HTMLElement, startIndex: number): CarouselApi {
  return EmblaCarousel(viewport, { loop: true, startIndex, duration: 32 });
}
