import type { ComponentPropsWithRef } from "react";
import { FieldFrame, useFieldIds, type FieldProps } from "./field";

/** The only country code the company serves (spec section 5). */
const COUNTRY_CODE = "+91";

export interface MobileInputProps extends FieldProps, Omit<ComponentPropsWithRef<"input">, "id" | "type"> {}

/** A mobile number field with the fixed "+91" shown beside it and the phone keypad on mobiles. */
export function MobileInput({ label, hint, error, hideLabel, id, className, required, ...input }: MobileInputProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} required={required} ids={ids} className={className}>
      <div
        className={
          "flex min-h-12 items-stretch overflow-hidden rounded-field bg-white ring-1 ring-line ring-inset focus-within:ring-2 focus-within:ring-accent has-aria-invalid:ring-2 has-aria-invalid:ring-danger"
        }
      >
        <span id={`${ids.id}-code`} className="flex items-center border-r border-line bg-limewash px-3.5 text-base font-semibold text-ink">
          {COUNTRY_CODE}
        </span>
        {/* w-full: an input's own width (about 20 characters) would otherwise set the field's narrowest size and push a phone's card past the screen edge. */}
        <input
          id={ids.id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${ids.id}-code`, ids.describedBy].filter(Boolean).join(" ")}
          className="w-full min-w-0 flex-1 bg-transparent px-4 py-3 text-base text-ink placeholder:text-ink-muted/80 focus:outline-none focus-visible:outline-none"
          {...input}
        />
      </div>
    </FieldFrame>
  );
}
