import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface SectionHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** Heading level; sections use h2, page headers h1. */
  as?: "h1" | "h2" | "h3";
  align?: "start" | "center";
  id?: string;
  className?: string;
}

/** The small uppercase line above a heading. */
export function Eyebrow({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn("text-sm font-semibold tracking-[0.14em] text-accent-ink uppercase", className)}>{children}</p>;
}

/** Eyebrow, title and intro: the opening of every section. */
export function SectionHeading({ eyebrow, title, intro, as: Tag = "h2", align = "start", id, className }: SectionHeadingProps) {
  return (
    <div className={cn("flex max-w-3xl flex-col gap-3", align === "center" && "mx-auto items-center text-center", className)}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Tag id={id} className={cn("text-ink", Tag === "h1" ? "text-display" : Tag === "h2" ? "text-title" : "text-2xl")}>
        {title}
      </Tag>
      {intro ? <p className="text-lg text-ink-muted">{intro}</p> : null}
    </div>
  );
}
