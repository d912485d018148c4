import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  tone?: "white" | "limewash" | "sage" | "brass" | "clay";
  padded?: boolean;
}

const tones = {
  white: "bg-white",
  limewash: "bg-limewash",
  sage: "bg-sage-soft",
  brass: "bg-brass-soft",
  clay: "bg-clay-soft",
};

/** A soft-cornered surface with a very light shadow; space, not borders, separates content. */
export function Card({ tone = "white", padded = true, className, ...rest }: CardProps) {
  return (
    <div
      className={cn("rounded-card shadow-soft", tones[tone], padded && "p-6 sm:p-8", tone !== "white" && "shadow-none", className)}
      {...rest}
    />
  );
}
