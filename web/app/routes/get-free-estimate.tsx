import { Clock, IndianRupee, PencilRuler, ShieldCheck } from "lucide-react";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/section-heading";
import { companyTexts, live } from "~/content/company";
import { EstimateForm } from "~/features/estimate-form/estimate-form";
import { ESTIMATE_JS_FORM, EstimateNoScript } from "~/features/estimate-form/estimate-noscript";
import { PickATimeOffer } from "~/features/appointment-booking/pick-a-time-offer";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/get-free-estimate";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Get a Free Design Estimate",
    description: "Tell us your property type and city, and our designers will call you with a free, no-obligation estimate for your home interiors.",
    path: "/get-free-estimate",
  });

const promises = [
  { icon: PencilRuler, title: "A designer, not a call centre", text: "The person who calls you designs homes in your city." },
  { icon: IndianRupee, title: "An itemised estimate", text: "Every cabinet, fitting and finish listed with its price." },
  { icon: ShieldCheck, title: "Free and without obligation", text: "No advance and no pressure until you are sure." },
  {
    icon: Clock,
    title: "A call within one working day",
    // The owner's current phone (content/company.ts), marked for the server to write into the page.
    text: (
      <>
        Or call us yourself on <span {...live("phone")}>{companyTexts().phone}</span>.
      </>
    ),
  },
];

/** The promises beside the form on wide screens (lg and up) and below it on narrow ones. */
function PromiseList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {promises.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-accent-ink shadow-soft">
            <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
          </span>
          <span>
            <span className="block font-semibold text-ink">{title}</span>
            <span className="block text-base text-ink-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function EstimatePage() {
  return (
    <div className="bg-limewash">
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:py-20">
        <div className="flex flex-col gap-4 lg:pt-4">
          <Eyebrow>Free estimate</Eyebrow>
          <h1 className="text-display text-ink">Get Free Estimate</h1>
          <p className="text-lg text-ink-muted">
            Tell us about your home in two quick steps and our designers will call you with a free, no-obligation estimate.
          </p>
          <PromiseList className="mt-6 hidden flex-col gap-5 lg:flex" />
        </div>
        <div className="rounded-[1.75rem] bg-white p-6 shadow-lift sm:p-10 lg:self-start">
          <div {...{ [ESTIMATE_JS_FORM]: "" }}>
            <EstimateForm />
          </div>
          <EstimateNoScript />
          <PickATimeOffer />
        </div>
        <PromiseList className="flex flex-col gap-5 lg:hidden" />
      </Container>
    </div>
  );
}
