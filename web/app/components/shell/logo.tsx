import { Link } from "react-router";
import { settings } from "~/content/settings";
import { cn } from "~/lib/cn";

/** The wordmark: logo text in the display face, tagline in small caps beside it (or under it, when stacked). */
export function Logo({ tone = "dark", stacked = false, className }: { tone?: "dark" | "light"; stacked?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      className={cn("inline-flex min-h-11 items-center no-underline", tone === "dark" ? "text-ink" : "text-ivory", className)}
    >
      {/* Stacked from 1280 px, where the desktop menu needs the room beside it. The tagline shows from 440 px: below that
          the header's row (logo, tagline, estimate button, menu button) is wider than the screen. */}
      <span className={cn("inline-flex items-baseline gap-1.5", stacked && "xl:flex-col xl:items-start xl:gap-1")}>
        <span className="font-display text-[1.625rem] leading-none font-semibold tracking-tight">{settings.logoText}</span>{" "}
        <span
          className={cn(
            "sr-only text-[0.6875rem] font-semibold tracking-[0.2em] uppercase min-[440px]:not-sr-only",
            stacked && "xl:leading-none",
            tone === "dark" ? "text-accent-ink" : "text-brass-soft",
          )}
        >
          {settings.logoTagline}
        </span>
      </span>
    </Link>
  );
}
