import type { ComponentPropsWithoutRef } from "react";

/** A picture below the fold: fetched only when it nears the screen, decoded off the main thread. */
export function LazyImg({ alt, ...img }: ComponentPropsWithoutRef<"img"> & { alt: string }) {
  return <img alt={alt} loading="lazy" decoding="async" {...img} />;
}
