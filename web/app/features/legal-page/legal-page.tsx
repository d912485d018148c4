import { CalendarDays, ChevronDown, Clock, Link2, Printer, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { toastError, toastSuccess } from "~/components/shell/toast";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { LegalDocument } from "~/content/legal/types";
import { cn } from "~/lib/cn";
// Inlined and hoisted by React into <head>: print rules should not cost a render-blocking request.
import printCss from "./legal-print.css?raw";

const COPY_CONFIRMATION = "Link copied to clipboard!";
const SUPPORT_HOURS = "Monday to Saturday 09:30 to 18:00";
const MINORS_RULE = "Minors under 18 need a guardian.";

/** Copies the page address and confirms with the spec's toast. */
async function copyPageLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(location.href);
    await toastSuccess(COPY_CONFIRMATION);
  } catch {
    await toastError("Could not copy the link.", { description: "Please copy it from the address bar instead." });
  }
}

const bodyClass =
  "text-base leading-relaxed text-ink sm:text-lg [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 " +
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_strong]:font-semibold [&_a]:font-semibold [&_a]:text-accent-ink [&_a]:underline [&_a]:underline-offset-4";

/** The section whose heading was last scrolled past, for the table of contents. */
function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: "-20% 0px -70% 0px" },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

function TocLinks({ doc, active }: { doc: LegalDocument; active?: string }) {
  return (
    <ol className="flex flex-col gap-0.5">
      {doc.sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            aria-current={active === s.id ? "location" : undefined}
            className={cn(
              "block rounded-lg px-3 py-2 text-sm leading-snug text-ink-muted transition-colors hover:bg-limewash hover:text-ink",
              "aria-[current=location]:bg-limewash aria-[current=location]:font-semibold aria-[current=location]:text-ink",
            )}
          >
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Terms or Privacy: summary facts, Print and Copy Link, a table of contents and the numbered sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const active = useActiveSection(doc.sections.map((s) => s.id));
  return (
    <div data-print-page="legal">
      <style href="legal-print" precedence="low">
        {printCss}
      </style>
      <header className="bg-limewash">
        <Container className="flex flex-col gap-6 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-ink uppercase">Legal</p>
          <h1 className="text-display">{doc.title}</h1>
          <p className="max-w-3xl text-lg text-ink-muted">{doc.intro}</p>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div className="rounded-card bg-white/70 p-4">
              <dt className="flex items-center gap-2 font-semibold">
                <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brass-ink" />
                Last updated
              </dt>
              <dd className="mt-1 pl-7 text-ink-muted">
                <time dateTime={doc.isoLastUpdated}>{doc.lastUpdated}</time>
              </dd>
            </div>
            <div className="rounded-card bg-white/70 p-4">
              <dt className="flex items-center gap-2 font-semibold">
                <Clock aria-hidden="true" className="size-5 shrink-0 text-brass-ink" />
                Support hours
              </dt>
              <dd className="mt-1 pl-7 text-ink-muted">{SUPPORT_HOURS}</dd>
            </div>
            <div className="rounded-card bg-white/70 p-4">
              <dt className="flex items-center gap-2 font-semibold">
                <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brass-ink" />
                Under 18?
              </dt>
              <dd className="mt-1 pl-7 text-ink-muted">{MINORS_RULE}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3" data-print-hide="">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button variant="secondary" onClick={() => void copyPageLink()}>
              <Link2 aria-hidden="true" className="size-4" />
              Copy Link
            </Button>
          </div>
        </Container>
      </header>

      <Container className="grid gap-10 py-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <div data-print-hide="">
          <details className="group rounded-card bg-white shadow-soft lg:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              Contents
              <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
            </summary>
            <nav aria-label="Contents" className="px-2 pb-3">
              <TocLinks doc={doc} active={active} />
            </nav>
          </details>
          <nav
            aria-label="On this page"
            className="sticky top-[calc(var(--shell-header-height)+1.5rem)] hidden max-h-[calc(100dvh-var(--shell-header-height)-3rem)] overflow-y-auto lg:block"
          >
            <p className="mb-3 px-3 text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">On this page</p>
            <TocLinks doc={doc} active={active} />
          </nav>
        </div>

        <div className="flex min-w-0 max-w-3xl flex-col gap-12">
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-[calc(var(--shell-header-height)+1.5rem)]">
              <h2 id={`${s.id}-title`} className="text-2xl sm:text-[1.75rem]">
                {s.title}
              </h2>
              <div className={bodyClass} dangerouslySetInnerHTML={{ __html: s.html }} />
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
