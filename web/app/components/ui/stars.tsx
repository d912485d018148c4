import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

export interface StarsProps {
  /** 1 to 5; fractions round to the nearest whole star. */
  rating: number;
  max?: number;
  size?: "sm" | "md";
  className?: string;
  /** The field name the server rewrites in a list of reviews (internal/sitepages). */
  live?: string;
}

/** Clamps a rating into 0..max, rounded to a whole star. */
export function wholeStars(rating: number, max = 5): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, Math.round(rating)));
}

/** A star rating read out as "Rated 4 out of 5". */
export function Stars({ rating, max = 5, size = "md", className, live }: StarsProps) {
  const filled = wholeStars(rating, max);
  const px = size === "sm" ? "size-4" : "size-5";
  return (
    <span role="img" data-live-field={live} aria-label={`Rated ${filled} out of ${max}`} className={cn("inline-flex items-center gap-0.5", className)}>
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          data-filled={i < filled ? "" : undefined}
          className={cn(px, i < filled ? "fill-brass text-brass" : "fill-transparent text-line")}
        />
      ))}
    </span>
  );
}
