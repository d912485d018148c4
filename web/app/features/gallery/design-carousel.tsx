import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { DesignPicture, imageKey, type DesignImagesProps } from "./design-images";

/** The phone view of a design's images: swipe between them, or use the arrows. */
export default function DesignCarousel({ images, title, selected, onSelect, priority }: DesignImagesProps) {
  const [viewport, embla] = useEmblaCarousel({ startIndex: selected, loop: false, containScroll: "trimSnaps" });

  useEffect(() => {
    if (!embla) return;
    const sync = () => onSelect(embla.selectedScrollSnap());
    embla.on("select", sync);
    return () => {
      embla.off("select", sync);
    };
  }, [embla, onSelect]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== selected) embla.scrollTo(selected);
  }, [embla, selected]);

  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const handOff = useRef<HTMLButtonElement | null>(null);
  // An arrow that is about to be disabled hands focus to the other one, so keyboard users are not dropped to <body>.
  const step = (by: 1 | -1) => {
    const target = selected + by;
    if (by === 1 && target >= images.length - 1) handOff.current = prev.current;
    if (by === -1 && target <= 0) handOff.current = next.current;
    if (by === 1) embla?.scrollNext();
    else embla?.scrollPrev();
  };
  // Focus moves once the re-render has enabled the other arrow (it may be disabled at click time).
  useEffect(() => {
    handOff.current?.focus();
    handOff.current = null;
  }, [selected]);

  const arrow =
    "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-soft disabled:opacity-0";
  return (
    <div role="group" aria-roledescription="carousel" aria-label={`Images of ${title}`} className="relative">
      <div ref={viewport} className="overflow-hidden rounded-card">
        <div className="flex touch-pan-y">
          {images.map((image, i) => (
            <div
              key={imageKey(image, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <DesignPicture images={images} i={i} title={title} priority={priority} draggable={false} className="aspect-[4/3] w-full bg-sand object-cover select-none" />
            </div>
          ))}
        </div>
      </div>
      <button ref={prev} type="button" aria-label="Previous image" disabled={selected === 0} onClick={() => step(-1)} className={`${arrow} left-3`}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        ref={next}
        aria-label="Next image"
        disabled={selected >= images.length - 1}
        onClick={() => step(1)}
        className={`${arrow} right-3`}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <p className="absolute right-3 bottom-3 rounded-pill bg-ink/75 px-3 py-1 text-xs font-semibold text-ivory" aria-live="polite">
        {selected + 1} / {images.length}
      </p>
    </div>
  );
}
