// How the dashboard writes its figures: durations, shares, rupees and the change against the period before.

/** A duration in seconds as a person reads it: "45 s", "12 min", "3 h 5 min", "2 days 4 h"; "—" for none. */
export function span(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const m = Math.round(seconds / 60);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 === 0 ? `${m / 60} h` : `${Math.floor(m / 60)} h ${m % 60} min`;
  const days = Math.floor(m / (24 * 60));
  return `${days} ${days === 1 ? "day" : "days"} ${Math.floor((m % (24 * 60)) / 60)} h`;
}

/** n of total as a whole percentage; "—" when total is 0. */
export function share(n: number, total: number): string {
  return total === 0 ? "—" : `${Math.round((n * 100) / total)}%`;
}

/** A fraction (0–1) as a percentage with one decimal; "—" for none. */
export function percent(fraction: number | null): string {
  return fraction === null ? "—" : `${(fraction * 100).toFixed(1).replace(/\.0$/, "")}%`;
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Whole rupees the Indian way: ₹12,50,000. */
export function rupees(n: number): string {
  return inr.format(n);
}

/** The change from before to now in words: "+5 (was 37)", "no change", "new". */
export function change(now: number, before: number): string {
  if (now === before) return "no change";
  const d = now - before;
  return `${d > 0 ? "+" : "−"}${Math.abs(d)} (was ${before})`;
}

/** A source as people read it: "google / cpc / diwali"; "Direct or unknown" when nothing was sent. */
export function sourceName(r: { source: string; medium: string; campaign: string }): string {
  return [r.source, r.medium, r.campaign].filter(Boolean).join(" / ") || "Direct or unknown";
}

/** The first day of a period of n days ending on to ("YYYY-MM-DD"). */
export function daysBefore(to: string, n: number): string {
  const d = new Date(`${to}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (n - 1));
  return d.toISOString().slice(0, 10);
}

/** Today's India date, "YYYY-MM-DD" (en-CA writes dates so). */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
