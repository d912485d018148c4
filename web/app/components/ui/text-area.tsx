import type { ComponentPropsWithRef } from "react";
import { controlClass, FieldFrame, useFieldIds, type FieldProps } from "./field";

export interface TextAreaProps extends FieldProps, Omit<ComponentPropsWithRef<"textarea">, "id"> {}

/** A labelled multi-line text box with hint and error states. */
export function TextArea({ label, hint, error, hideLabel, id, className, required, rows = 6, ...area }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} required={required} ids={ids} className={className}>
      <textarea
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} resize-y`}
        {...area}
      />
    </FieldFrame>
  );
}
