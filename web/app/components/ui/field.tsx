import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Visually hide the label but keep it for assistive technology. */
  hideLabel?: boolean;
  id?: string;
}

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Stable ids linking a control to its label, hint and error. */
export function useFieldIds(props: Pick<FieldProps, "id" | "hint" | "error">): FieldIds {
  const auto = useId();
  const id = props.id ?? auto;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

export const controlClass =
  "block w-full min-h-12 rounded-field bg-white px-4 py-3 text-base text-ink ring-1 ring-line ring-inset placeholder:text-ink-muted/80 transition-shadow focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-accent aria-invalid:ring-2 aria-invalid:ring-danger disabled:bg-limewash disabled:text-ink-muted";

/** Label, control slot, hint and error, laid out the same way for every field. */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  hideLabel,
  ids,
  children,
  className,
}: FieldProps & { ids: FieldIds; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={ids.id} className={cn("text-sm font-semibold text-ink", hideLabel && "sr-only")}>
        {label}
        {required ? (
          <span className="text-accent-ink" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
