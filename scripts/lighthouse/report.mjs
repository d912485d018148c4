// Prints one table of Lighthouse figures from the JSON reports given as arguments,
// then, for each page under budget, the audits that cost it points.
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

const budgets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
// The not-found page answers 404 with noindex on purpose: Lighthouse's SEO audits of the status and of
// crawlability, and the console line the browser prints for the 404 document, cost it points that are
// no fault; anything else counts.
const notFound = process.env.LIGHTHOUSE_NOT_FOUND;
const expectedOf404 = (lhr, a) =>
  a.id === "http-status-code" ||
  (a.id === "is-crawlable" && (a.details?.items ?? []).every((it) => /name="robots" content="noindex"/.test(it.source?.snippet ?? ""))) ||
  (a.id === "errors-in-console" &&
    (a.details?.items ?? []).every((it) => it.sourceLocation?.url === lhr.requestedUrl && /status of 404/.test(it.description ?? "")));

// Audits of a category that lost points, heaviest first; performance lists its weighted metrics and opportunities.
function lostAudits(lhr, cat) {
  return (
    cat.auditRefs
      .map((ref) => ({ ref, a: lhr.audits[ref.id] }))
      .filter(({ a }) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable")
      // Weighted audits cost the points; of the rest only those with estimated savings say why.
      .filter(({ ref, a }) => ref.weight > 0 || /savings/i.test(a.displayValue ?? ""))
      .sort((x, y) => y.ref.weight - x.ref.weight)
  );
}
const rows = [];
const misses = [];
const benchmarks = [];

// Reports of one page (LIGHTHOUSE_RUNS > 1), in the order given; the table shows the median run by Performance.
const runsOf = new Map();
for (const file of process.argv.slice(2)) {
  const lhr = JSON.parse(readFileSync(file, "utf8"));
  const page = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl).pathname;
  if (lhr.environment?.benchmarkIndex) benchmarks.push(Math.round(lhr.environment.benchmarkIndex));
  runsOf.set(page, [...(runsOf.get(page) ?? []), lhr]);
}
const perfOf = (lhr) => (lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? -1));
const manyRuns = [...runsOf.values()].some((runs) => runs.length > 1);

for (const [page, runs] of runsOf) {
  const sorted = [...runs].sort((a, b) => perfOf(a) - perfOf(b));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
  const perfRuns = runs.map((r) => (perfOf(r) < 0 ? "err" : String(Math.round(perfOf(r) * 100)))).join("/");
  if (lhr.runtimeError) {
    rows.push([page, "error", "", "", "", "", "", "", "MISS", perfRuns]);
    misses.push(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    continue;
  }
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return s == null ? "n/a" : String(Math.round(s * 100));
  };
  const audit = (id) => lhr.audits[id] ?? {};
  const missed = Object.entries(budgets).filter(([id, min]) => {
    const cat = lhr.categories[id];
    if (cat?.score == null) return true;
    if (Math.round(cat.score * 100) >= min) return false;
    return page !== notFound || lostAudits(lhr, cat).some(({ a }) => !expectedOf404(lhr, a));
  });
  rows.push([
    page,
    score("performance"),
    score("accessibility"),
    score("best-practices"),
    score("seo"),
    audit("largest-contentful-paint").numericValue == null ? "n/a" : `${(audit("largest-contentful-paint").numericValue / 1000).toFixed(2)} s`,
    audit("cumulative-layout-shift").numericValue?.toFixed(3) ?? "n/a",
    `${Math.round(audit("total-blocking-time").numericValue ?? 0)} ms`,
    missed.length ? "MISS" : page === notFound ? "ok (404)" : "ok",
    perfRuns,
  ]);
  for (const [id] of missed) {
    const cat = lhr.categories[id];
    if (!cat || cat.score == null) continue;
    const lost = lostAudits(lhr, cat);
    for (const { ref, a } of lost) {
      const items = (a.details?.items ?? [])
        .slice(0, 3)
        .map((it) => String(it.node?.selector ?? it.url ?? it.source?.url ?? it.description ?? "").split("\n")[0].slice(0, 160))
        .filter(Boolean);
      misses.push(
        `${page} ${id} ${Math.round(cat.score * 100)}: ${a.id} (score ${a.score}, weight ${ref.weight})` +
          (a.displayValue ? ` ${a.displayValue}` : "") +
          (a.explanation ? ` ${a.explanation.split("\n")[0].slice(0, 200)}` : "") +
          (items.length ? ` — ${items.join(" | ")}` : ""),
      );
    }
  }
}

const head = ["page", "Perf", "A11y", "BestPr", "SEO", "LCP", "CLS", "TBT", "budget", "Perf of each run"];
if (!manyRuns) for (const r of [head, ...rows]) r.pop();
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
console.log(
  `\nLighthouse (mobile preset; budgets Perf >= 95, A11y/BestPr/SEO = 100; ${rows.filter((r) => r[8] === "MISS").length} of ${rows.length} pages miss` +
    (manyRuns ? "; each page's median run by Performance)" : ")"),
);
console.log(line(head));
for (const r of rows) console.log(line(r));
// Simulated throttling scales the CPU work it observed: a busy host inflates TBT, FCP and LCP.
console.log(
  `host: Lighthouse CPU benchmarkIndex ${benchmarks.length ? `${Math.min(...benchmarks)}..${Math.max(...benchmarks)}` : "n/a"}, ` +
    `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs`,
);
if (misses.length) {
  console.log("\nBelow budget:");
  for (const m of misses) console.log(`  ${m}`);
}
