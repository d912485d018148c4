import { Container } from "~/components/ui/container";
import { companyTexts, live } from "~/content/company";
import type { Claim } from "~/content/home";

/** The figures of spec section 1 in a quiet band under the hero. */
export function Claims({ claims }: { claims: readonly Claim[] }) {
  const t = companyTexts();
  return (
    <section aria-label="Why homeowners choose us" className="border-y border-line/60 bg-ivory">
      <Container>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-6 py-8 sm:grid-cols-3 lg:grid-cols-5 lg:py-10">
          {claims.map((claim) => (
            <li key={claim.label} className="flex flex-col items-center text-center last:col-span-2 sm:last:col-span-1">
              {claim.live ? (
                <span className="font-display text-3xl font-semibold text-ink lg:text-4xl" {...live(claim.live)}>
                  {t[claim.live]}
                </span>
              ) : (
                <span className="font-display text-3xl font-semibold text-ink lg:text-4xl">{claim.value}</span>
              )}
              <span className="mt-1 text-sm font-semibold tracking-wide text-ink-muted uppercase">{claim.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
