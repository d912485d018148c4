import { Band } from "~/components/ui/band";
import { Container } from "~/components/ui/container";
import { TextCards } from "~/components/ui/text-cards";
import { budgetExplainer, budgetPlanningHero, budgetPlanningMeta, savingTips } from "~/content/guides/budget-planning";
import { BudgetCalculator } from "~/features/budget-calculator/budget-calculator";
import { GuideHero, guideMeta, MoreGuides } from "~/features/guides/guide-layout";
import type { Route } from "./+types/guides-budget-planning";

const path = "/Guides/Budget-Planning";

export const meta: Route.MetaFunction = () =>
  guideMeta({ path, title: budgetPlanningMeta.title, description: budgetPlanningMeta.description, image: "/art/designs/3bhk/luxury-2.svg" });

export default function BudgetPlanningRoute() {
  return (
    <>
      <GuideHero path={path} heading={budgetPlanningHero.heading} text={budgetPlanningHero.text} />
      <section aria-label="Budget calculator">
        <Container className="section-y">
          <BudgetCalculator />
        </Container>
      </section>
      <Band id="explainer-heading" eyebrow="Read the numbers" title="How to Use This Estimate" className="bg-limewash" containerClassName="section-y flex flex-col gap-10">
        <dl className="grid gap-x-12 gap-y-8 md:grid-cols-2">
          {budgetExplainer.map((item) => (
            <div key={item.heading} className="flex flex-col gap-2">
              <dt className="font-display text-xl">{item.heading}</dt>
              <dd className="text-base text-ink-muted">{item.text}</dd>
            </div>
          ))}
        </dl>
      </Band>
      <Band id="saving-heading" eyebrow="Spend wisely" title="Saving Tips" intro="Where our designers save money without cutting corners." containerClassName="section-y flex flex-col gap-10">
        <TextCards items={savingTips} numberClassName="font-display text-3xl text-clay-ink" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" cardClassName="flex flex-col gap-3 p-7" titleClassName="text-xl leading-snug" />
      </Band>
      <MoreGuides current={path} />
    </>
  );
}
