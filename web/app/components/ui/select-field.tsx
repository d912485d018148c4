import { ChevronDown } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { controlClass, FieldFrame, useFieldIds, type FieldProps } from "./field";

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps, Omit<ComponentPropsWithRef<"select">, "id"> {
  options: ReadonlyArray<SelectOption | string>;
  /** Text of the empty first option, e.g. "Select a subject". */
  placeholder?: string;
}

/** A labelled native select (thumb-friendly on phones) with hint and error states. */
export function SelectField({ label, hint, error, hideLabel, id, className, required, options, placeholder, ...select }: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} required={required} ids={ids} className={className}>
      <div className="relative">
        <select
          id={ids.id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${controlClass} appearance-none pr-11`}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => {
            const opt = typeof o === "string" ? { value: o, label: o } : o;
            return (
              <option key={opt.value} value={opt.value}>
                {opt.label}
              </option>
            );
          })}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
    </FieldFrame>
  );
}
