import { Lightbulb } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Band, IconCard } from "~/components/ui/band";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { guideIcons } from "~/components/ui/icons/guides";
import { measurementChecklist, principles, roomLayouts, spacePlanningHero, spacePlanningSections } from "~/content/guides/space-planning";
import { GuideHero, SubscribeAndMoreGuides } from "./guide-layout";

export const SPACE_PLANNING_PATH = "/Guides/Space-Planning";

/** The six measurements as real tick boxes, with a count of how many are done. */
function MeasurementChecklist() {
  const [done, setDone] = useState<Record<string, boolean>>({});
  const count = measurementChecklist.filter((item) => done[item.id]).length;
  return (
    <Card as="fieldset" className="flex flex-col gap-2">
      <legend className="sr-only">{spacePlanningSections.checklistHeading}</legend>
      <p className="mb-2 text-sm font-semibold text-sage-ink" aria-live="polite">
        {count} of {measurementChecklist.length} measured
      </p>
      {measurementChecklist.map((item) => (
        <Checkbox
          key={item.id}
          id={`measure-${item.id}`}
          name={item.id}
          label={item.label}
          checked={Boolean(done[item.id])}
          onChange={(e) => {
            const checked = e.target.checked;
            setDone((prev) => ({ ...prev, [item.id]: checked }));
          }}
        />
      ))}
    </Card>
  );
}

/** Space-Planning: six principles with pro tips, the measurement checklist, four layouts and the subscribe form. */
export function SpacePlanningPage({ subscribeForm }: { subscribeForm: ReactNode }) {
  return (
    <>
      <GuideHero path={SPACE_PLANNING_PATH} heading={spacePlanningHero.heading} text={spacePlanningHero.text} />

      <Band id="principles-heading" eyebrow="Principles" title={spacePlanningSections.principlesHeading} containerClassName="section-y flex flex-col gap-10">
        <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {principles.map((p) => (
            <IconCard key={p.title} icon={guideIcons[p.icon]} className="flex flex-col gap-4 p-7" badgeClassName="inline-flex size-12 items-center justify-center rounded-full bg-sage-soft text-sage-ink" iconClassName="size-6" titleClassName="text-xl leading-snug" title={p.title}>
              <p className="text-base text-ink-muted">{p.text}</p>
              <p className="mt-auto flex gap-3 rounded-field bg-brass-soft p-4 text-sm text-brass-ink">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <strong className="font-semibold">Pro tip: </strong>
                  {p.proTip}
                </span>
              </p>
            </IconCard>
          ))}
        </ol>
      </Band>

      <Band id="checklist-heading" eyebrow="Before you begin" title={spacePlanningSections.checklistHeading} intro={spacePlanningSections.checklistIntro} className="bg-limewash" containerClassName="section-y grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <MeasurementChecklist />
      </Band>

      <Band id="layouts-heading" eyebrow="Layouts" title={spacePlanningSections.layoutsHeading} containerClassName="section-y flex flex-col gap-10">
        <ul className="grid gap-6 sm:grid-cols-2">
          {roomLayouts.map((layout, i) => (
            <Card as="li" padded={false} key={layout.name} className="flex gap-5 p-7">
              <span aria-hidden="true" className="font-display text-4xl leading-none text-clay-ink">
                {i + 1}
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-xl leading-snug">{layout.name}</h3>
                <p className="text-sm font-semibold text-sage-ink">Best for: {layout.bestFor}</p>
                <p className="text-base text-ink-muted">{layout.text}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Band>

      <SubscribeAndMoreGuides current={SPACE_PLANNING_PATH} form={subscribeForm} />
    </>
  );
}
