// Right after a save that changed the offer: the FAQ answers and city pages that still quote its old figures.
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import type { CompanyDetails } from "~/content/company";
import { readEditorTexts } from "./api";
import { changedFigures, editorTexts, staleQuotes, type StaleQuote } from "./stale-figures";

type Offer = CompanyDetails["offer"];

/** Remembers the offer as last saved; after each save, finds the texts quoting a figure that changed. */
export function useStaleQuotes(first: Offer) {
  const last = useRef(first);
  const [found, setFound] = useState<StaleQuote[] | null>(null);
  const saved = useCallback((next: Offer) => {
    const before = last.current;
    last.current = next;
    if (changedFigures(before, next).length === 0) return setFound(null);
    void readEditorTexts()
      .then((t) => setFound(staleQuotes(before, next, editorTexts(t.faqs, t.cities))))
      .catch(() => setFound(null)); // the save stands; the list is a courtesy
  }, []);
  return { found, saved };
}

export function StaleQuotes({ found }: { found: StaleQuote[] | null }) {
  if (!found || found.length === 0) return null;
  return (
    <section role="status" aria-labelledby="stale-quotes" className="rounded-card bg-limewash p-5 text-sm">
      <h2 id="stale-quotes" className="mb-2 text-lg">
        These texts still quote the old offer
      </h2>
      <p className="mb-3 text-ink-muted">The offer is saved. Change these words by hand so the pages agree with it:</p>
      <ul className="flex flex-col gap-2">
        {found.map((q) => (
          <li key={`${q.place} ${q.figure}`}>
            {q.place}: still says {q.figure}.{" "}
            <Link to={q.editor} className="font-semibold text-accent-ink underline underline-offset-4">
              Open the {q.editor === "/admin/faqs" ? "FAQs" : "city pages"}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
