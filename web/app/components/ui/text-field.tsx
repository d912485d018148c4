import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn";
import { controlClass, FieldFrame, useFieldIds, type FieldProps } from "./field";

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<"input">, "id"> {}

/** A labelled text input (also e-mail, tel, number) with hint and error states. */
export function TextField({ label, hint, error, hideLabel, id, className, required, ...input }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} required={required} ids={ids} className={className}>
      <input
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClass)}
        {...input}
      />
    </FieldFrame>
  );
}
