import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { readClock } from "./breach-clock";

/** The hours left for the detailed report to the Board, red once overdue; it ticks each minute. */
export function BreachClock({ deadline, reportedAt, serverNow }: { deadline: string; reportedAt: string | null; serverNow: string }) {
  // The server's clock, carried forward: a browser whose clock is off still counts the right hours.
  const [skew] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now() + skew), 60_000);
    return () => clearInterval(t);
  }, [skew]);
  const clock = readClock(deadline, now, reportedAt);
  return (
    <span
      className={cn(
        "inline-flex min-h-8 items-center rounded-pill px-3 text-sm font-semibold",
        clock.overdue ? "bg-danger-soft text-danger" : reportedAt ? "bg-limewash text-ink" : "bg-accent/10 text-ink",
      )}
    >
      {clock.text}
    </span>
  );
}
