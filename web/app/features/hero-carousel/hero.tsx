import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Eyebrow } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";
import { dragWithMouse, onScrollRest, restingSlide, scrollToSlide } from "./scroll-snap";
import { ArrowLinks, DotLinks, arrowClass, heroClass, slideId } from "./slide-links";

/** Spec section 9: the hero advances every 5000 ms. */
const HERO_INTERVAL_MS = 5000;

interface HeroSlideData {
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
 * fetchpriority high) inside a native scroll-snap viewport, so a finger swipes it even
 * before hydration and no carousel engine is loaded; the buttons and the timer call scrollTo.
 * Until hydration the arrows and dots are links to the slides (see slide-links.tsx).
 */
export function Hero({ slides, cta, eyebrow }: HeroProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = slides.length;
  // The HTML keeps every slide reachable (no inert) until the buttons that move between them work.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A swipe (even one made before hydration) selects the slide it comes to rest on.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const settled = () => setSelected(restingSlide(el, count));
    settled();
    return onScrollRest(el, settled);
  }, [count]);

  const go = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      setSelected(target);
      if (viewport.current) scrollToSlide(viewport.current, target, reduced);
    },
    [count, reduced],
  );

  const playing = !hovered && !focused && !stopped && !reduced;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      // Not behind an open dialog: the slide holding the dialog's opener must stay where focus returns to.
      // (The mobile menu is a <dialog> in every page's HTML: only an open modal counts.)
      if (document.querySelector("dialog:modal, [role='dialog']:not(dialog)")) return;
      go(selected + 1);
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, selected, go]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className={cn(heroClass, "bg-limewash")}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto max-w-7xl px-5 pt-6 pb-8 sm:px-8 lg:px-12 lg:pt-14 lg:pb-12">
        {/* Mouse drag is an extra for pointer users; the keyboard moves slides with the buttons and the scroller's own keys. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          ref={viewport}
          className={cn(
            "scrollbar-none snap-x snap-mandatory overflow-x-auto overscroll-x-contain touch-pan-y touch-pinch-zoom",
            // Only swipes towards a slide: past either end Chromium turns the swipe into Back or Forward.
            selected > 0 && selected < count - 1 ? "touch-pan-x" : selected < count - 1 ? "touch-pan-right" : selected > 0 ? "touch-pan-left" : null,
          )}
          aria-live={playing ? "off" : "polite"}
          onPointerDown={(e) => {
            if (viewport.current) dragWithMouse(e.nativeEvent, viewport.current, go, count);
          }}
          // A dragged image would start the browser's drag-and-drop instead of moving the slides.
          onDragStart={(e) => e.preventDefault()}
          onKeyDown={(e) => {
            // Arrow keys on the call to action would scroll the viewport and strand focus on a hidden slide.
            if (e.key === "ArrowLeft" || e.key === "ArrowRight") e.preventDefault();
          }}
        >
          <div className="flex">
            {slides.map((slide, i) => {
              const Heading = i === 0 ? "h1" : "h2";
              const active = i === selected;
              return (
                <div
                  key={slide.image.src}
                  id={slideId(i)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={active || !hydrated ? undefined : true}
                  inert={hydrated && !active}
                  // A link to the slide scrolls the viewport sideways; the margin keeps the page from scrolling down to it.
                  className="min-w-0 flex-[0_0_100%] snap-start snap-always scroll-mt-[100vh]"
                >
                  <div className="grid items-center gap-7 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
                    <div className="order-2 flex flex-col gap-5 lg:order-1">
                      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
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
            {hydrated ? (
              slides.map((slide, i) => (
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
              ))
            ) : (
              <DotLinks count={count} />
            )}
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
            {hydrated ? (
              <>
                <button type="button" aria-label="Previous slide" onClick={() => go(selected - 1)} className={arrowClass}>
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <button type="button" aria-label="Next slide" onClick={() => go(selected + 1)} className={arrowClass}>
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
              </>
            ) : (
              <ArrowLinks count={count} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
