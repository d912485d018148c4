import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { processStepIcons } from "~/components/ui/icons/process-steps";
import type { ProcessStep } from "~/content/home";
import { SectionHeading } from "~/components/ui/section-heading";

export interface HowItWorksProps {
  heading: string;
  intro: string;
  steps: readonly ProcessStep[];
}

/** The four steps from the first call to moving in. */
export function HowItWorks({ heading, intro, steps }: HowItWorksProps) {
  return (
    <section aria-labelledby="how-heading" className="section-y bg-limewash">
      <Container>
        <SectionHeading id="how-heading" eyebrow="The process" title={heading} intro={intro} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => {
            const Icon = processStepIcons[step.icon];
            return (
              <Card as="li" padded={false} key={step.title} className="relative flex flex-col gap-3 p-7">
                <span className="flex items-center justify-between">
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
                    <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                  </span>
                  <span className="font-display text-4xl font-semibold text-brass-ink" aria-hidden="true">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                </span>
                <h3 className="mt-2 text-xl text-ink">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-base text-ink-muted">{step.text}</p>
              </Card>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
