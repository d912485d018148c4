import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A tick box with its label beside it: the box itself 24 px (WCAG 2.5.8), the whole row a 44 px target. */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const auto = useId();
  const boxId = id ?? auto;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={boxId} className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink">
        <input
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="size-6 shrink-0 cursor-pointer rounded accent-accent"
          {...input}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="pl-9 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="pl-9 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
