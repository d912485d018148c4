import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { CarouselApi } from "./embla";

/** Spec section 9: the hero advances every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

export interface HeroSlideData {
  heading: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
}

export interface HeroProps {
  slides: readonly HeroSlideData[];
  /** The call to action shown on every slide, e.g. the consultation button. */
  cta: ReactNode;
  /** Shown above each heading. */
  eyebrow?: ReactNode;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * The home hero. Every slide is in the pre-rendered HTML (the first one eager, with
 * fetchpriority high); Embla's code arrives when the browser is idle and attaches to it.
 */
export function Hero({ slides, cta, eyebrow }: HeroProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = usePrefersReducedMotion();
  const wanted = useRef(0);
  const loading = useRef(false);

  const apiRef = useRef<CarouselApi | null>(null);
  apiRef.current = api;

  const load = useCallback(() => {
    if (loading.current || !viewport.current) return;
    loading.current = true;
    void import("./embla").then(({ attachCarousel }) => {
      if (!viewport.current) return;
      // Set the ref at once: a press before the next render must reach the engine, not a stale wish.
      const created = attachCarousel(viewport.current, wanted.current);
      apiRef.current = created;
      setApi(created);
    });
  }, []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
      api.destroy();
    };
  }, [api]);

  const count = slides.length;
  const go = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      if (apiRef.current) apiRef.current.scrollTo(target, reduced);
      else {
        // Before the engine arrives: remember the wish and show it at once when it does.
        wanted.current = target;
        setSelected(target);
        load();
      }
    },
    [count, reduced, load],
  );

  const playing = !hovered && !focused && !stopped && !reduced;
  // The engine is needed one second before the first advance, or as soon as the visitor reaches for the carousel.
  useEffect(() => {
    if (!playing) return;
    const early = window.setTimeout(load, HERO_INTERVAL_MS - 1000);
    return () => window.clearTimeout(early);
  }, [playing, load]);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => go(selected + 1), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, selected, go]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="bg-limewash"
      onPointerEnter={() => {
        setHovered(true);
        load();
      }}
      onTouchStart={load}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto max-w-7xl px-5 pt-6 pb-8 sm:px-8 lg:px-12 lg:pt-14 lg:pb-12">
        <div ref={viewport} className="overflow-hidden" aria-live={playing ? "off" : "polite"}>
          <div className="flex touch-pan-y">
            {slides.map((slide, i) => {
              const Heading = i === 0 ? "h1" : "h2";
              const active = i === selected;
              return (
                <div
                  key={slide.image.src}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={active ? undefined : true}
                  inert={!active}
                  className="min-w-0 flex-[0_0_100%]"
                >
                  <div className="grid items-center gap-7 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
                    <div className="order-2 flex flex-col gap-5 lg:order-1">
                      {eyebrow ? <p className="text-sm font-semibold tracking-[0.14em] text-accent-ink uppercase">{eyebrow}</p> : null}
                      <Heading className="text-display text-ink">{slide.heading}</Heading>
                      <p className="max-w-xl text-lg text-ink-muted">{slide.text}</p>
                      <div className="pt-1">{cta}</div>
                    </div>
                    <div className="order-1 lg:order-2">
                      <img
                        src={slide.image.src}
                        alt={slide.image.alt}
                        width={slide.image.width}
                        height={slide.image.height}
                        loading={i === 0 ? "eager" : "lazy"}
                        fetchPriority={i === 0 ? "high" : "auto"}
                        decoding={i === 0 ? "sync" : "async"}
                        className="aspect-[16/9] h-auto w-full rounded-card bg-sand object-cover shadow-lift"
                      />
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className="mt-6 flex items-center gap-4 sm:gap-6 lg:mt-8">
          <div className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.image.src}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === selected ? "true" : undefined}
                onClick={() => go(i)}
                className="group inline-flex size-11 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    "block h-2 rounded-pill transition-all duration-300",
                    i === selected ? "w-7 bg-accent" : "w-2 bg-ink-muted/40 group-hover:bg-ink-muted",
                  )}
                />
              </button>
            ))}
            {reduced ? null : <button
              type="button"
              aria-label={stopped ? "Play slides" : "Pause slides"}
              onClick={() => setStopped((s) => !s)}
              className="ml-1 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sand/60 hover:text-ink"
            >
              {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            </button>}
          </div>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label="Previous slide"
              onClick={() => go(selected - 1)}
              className="inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-soft ring-1 ring-line hover:bg-ivory"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next slide"
              onClick={() => go(selected + 1)}
              className="inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-soft ring-1 ring-line hover:bg-ivory"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
