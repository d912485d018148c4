import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is: a list item in a grid, an article, a figure… */
  as?: "div" | "li" | "article" | "figure" | "fieldset";
  tone?: "white" | "limewash" | "sage" | "brass" | "clay";
  /** The standard padding; false when the card sets its own (or an image runs edge to edge). */
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
export function Card({ as: Tag = "div", tone = "white", padded = true, className, ...rest }: CardProps) {
  return (
    <Tag
      className={cn("rounded-card shadow-soft", tones[tone], padded && "p-6 sm:p-8", tone !== "white" && "shadow-none", className)}
      {...rest}
    />
  );
}
