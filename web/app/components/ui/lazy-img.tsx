import type { ComponentPropsWithoutRef } from "react";

/** A picture below the fold: fetched only when it nears the screen, decoded off the main thread. */
export function LazyImg({ alt, ...img }: ComponentPropsWithoutRef<"img"> & { alt: string }) {
  return <img alt={alt} loading="lazy" decoding="async" {...img} />;
}

/** A page's header picture, its largest paint: fetched before everything else of lower priority. */
export function HeroImg({ alt, ...img }: ComponentPropsWithoutRef<"img"> & { alt: string }) {
  return <img alt={alt} fetchPriority="high" {...img} />;
}
