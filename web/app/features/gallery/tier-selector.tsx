import { useId } from "react";
import { designTypes, type DesignType } from "./api";

export interface TierSelectorProps {
  value: DesignType;
  onChange: (type: DesignType) => void;
}

/** The design-type selector: a native radio group drawn as a segmented control (arrow keys move between tiers). */
export function TierSelector({ value, onChange }: TierSelectorProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink-muted">Design type</legend>
      <div className="inline-flex w-full rounded-pill bg-limewash p-1 sm:w-auto">
        {designTypes.map((t) => (
          <label key={t} className="relative flex-1 sm:flex-none">
            <input
              type="radio"
              name={name}
              value={t}
              checked={value === t}
              onChange={() => onChange(t)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-pill px-4 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors duration-200 peer-checked:bg-white peer-checked:text-ink peer-checked:shadow-soft peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:text-ink sm:px-6">
              {t}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
