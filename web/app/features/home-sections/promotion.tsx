import { BadgePercent, ShieldCheck, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { companyDetails, companyTexts, live, liveOffer } from "~/content/company";

export interface PromotionProps {
  /** "Offer valid till" followed by this node: the deadline, computed in the browser. */
  deadline: ReactNode;
  cta: ReactNode;
}

/**
 * The home page offer (25% off, a 25-year warranty, orders above Rs. 5 Lakh by default) and its deadline: the owner's
 * current offer (content/company.ts), hidden while it is off.
 */
export function Promotion({ deadline, cta }: PromotionProps) {
  const t = companyTexts();
  const points = [
    { icon: BadgePercent, label: "promoDiscount", note: "on modular interiors" },
    { icon: ShieldCheck, label: "promoWarranty", note: "on modular interiors" },
    { icon: Wallet, label: "promoMinimum", note: "order value" },
  ] as const;
  return (
    <section aria-labelledby="offer-heading" className="section-y" {...liveOffer} hidden={!companyDetails().offer.enabled}>
      <Container>
        <div className="relative overflow-hidden rounded-[1.75rem] bg-ink px-6 py-10 text-ivory sm:px-10 lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-12 lg:px-14 lg:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brass/20 blur-3xl"
          />
          <div className="relative flex flex-col gap-4">
            <p className="text-sm font-semibold tracking-[0.14em] text-brass-soft uppercase">Limited period offer</p>
            <h2 id="offer-heading" className="text-title text-ivory" {...live("promoHeading")}>
              {t.promoHeading}
            </h2>
            <p className="max-w-xl text-lg text-ivory/85" {...live("promoText")}>
              {t.promoText}
            </p>
            <p className="text-base font-semibold text-brass-soft">
              Offer valid till {deadline}
            </p>
            <div className="pt-2">{cta}</div>
          </div>
          <ul className="relative mt-10 grid gap-4 sm:grid-cols-3 lg:mt-0 lg:grid-cols-1">
            {points.map(({ icon: Icon, label, note }) => (
              <li key={label} className="flex items-center gap-4 rounded-card bg-white/[0.06] px-5 py-4 ring-1 ring-white/10">
                <Icon aria-hidden="true" className="size-7 shrink-0 text-brass" strokeWidth={1.5} />
                <span className="flex flex-col">
                  <span className="font-display text-xl font-semibold text-ivory" {...live(label)}>
                    {t[label]}
                  </span>
                  <span className="text-sm text-ivory/75">{note}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
