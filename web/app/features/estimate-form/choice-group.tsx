import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { LOCATIONS, PROPERTY_TYPES } from "~/lib/contract";

interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  columns?: string;
}

/** A radio group drawn as large tappable cards; arrow keys move between them as in any radio group. */
function ChoiceGroup({ legend, name, options, value, onChange, className, columns = "grid-cols-2 sm:grid-cols-4" }: ChoiceGroupProps) {
  return (
    <fieldset className={cn("flex flex-col gap-3", className)}>
      <legend className="mb-3 text-base font-semibold text-ink">{legend}</legend>
      <div className={cn("grid gap-3", columns)}>
        {options.map((option) => (
          <label
            key={option}
            className="relative flex min-h-14 cursor-pointer items-center justify-center rounded-field bg-white px-3 py-3 text-center text-base font-semibold text-ink shadow-soft ring-1 ring-line transition-colors ring-inset hover:bg-limewash has-checked:bg-accent-soft has-checked:text-accent-ink has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {value === option ? <Check aria-hidden="true" className="absolute top-2 right-2 size-4 text-accent" /> : null}
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type HomeChoice = "propertyType" | "location";

const homeQuestions: readonly { name: HomeChoice; legend: string; options: readonly string[]; columns?: string }[] = [
  { name: "propertyType", legend: "Property type", options: PROPERTY_TYPES },
  { name: "location", legend: "Location", options: LOCATIONS, columns: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" },
];

/** The estimate's first questions, asked the same way by the two-step form and its one-step fallback without JavaScript. */
export function HomeChoices({ values, onChange }: { values: Record<HomeChoice, string>; onChange: (name: HomeChoice, value: string) => void }) {
  return homeQuestions.map((q) => <ChoiceGroup key={q.name} {...q} value={values[q.name]} onChange={(value) => onChange(q.name, value)} />);
}
