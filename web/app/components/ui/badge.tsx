import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: "accent" | "sage" | "brass";
}

const tones = {
  accent: "bg-accent text-white",
  sage: "bg-sage-soft text-sage-ink",
  brass: "bg-brass-soft text-brass-ink",
};

/** A small pill label such as "New". */
export function Badge({ tone = "accent", className, children = "New", ...rest }: BadgeProps) {
  return (
    <span
      className={cn("inline-flex items-center rounded-pill px-2 py-0.5 text-[0.6875rem] leading-4 font-semibold tracking-wide uppercase", tones[tone], className)}
      {...rest}
    >
      {children}
    </span>
  );
}
