// One figure of the dashboard in a card: its label, its value and a note (most often the period before's).
export function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-card bg-white p-3 shadow-soft sm:p-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-xs text-ink-muted sm:text-sm">{note}</dd>
    </div>
  );
}
