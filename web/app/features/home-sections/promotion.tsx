import { BadgePercent, ShieldCheck, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

export interface PromotionProps {
  heading: string;
  text: string;
  discount: string;
  warranty: string;
  minimumOrder: string;
  /** "Offer valid till" followed by this node: the deadline, computed in the browser. */
  deadline: ReactNode;
  cta: ReactNode;
}

/** The home page offer: 25% off, a 25-year warranty, orders above Rs. 5 Lakh, and its deadline. */
export function Promotion({ heading, text, discount, warranty, minimumOrder, deadline, cta }: PromotionProps) {
  const points = [
    { icon: BadgePercent, label: discount, note: "on modular interiors" },
    { icon: ShieldCheck, label: warranty, note: "on modular interiors" },
    { icon: Wallet, label: `Above ${minimumOrder}`, note: "order value" },
  ];
  return (
    <section aria-labelledby="offer-heading" className="section-y">
      <Container>
        <div className="relative overflow-hidden rounded-[1.75rem] bg-ink px-6 py-10 text-ivory sm:px-10 lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-12 lg:px-14 lg:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brass/20 blur-3xl"
          />
          <div className="relative flex flex-col gap-4">
            <p className="text-sm font-semibold tracking-[0.14em] text-brass-soft uppercase">Limited period offer</p>
            <h2 id="offer-heading" className="text-title text-ivory">
              {heading}
            </h2>
            <p className="max-w-xl text-lg text-ivory/85">{text}</p>
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
                  <span className="font-display text-xl font-semibold text-ivory">{label}</span>
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
