// A question the back-office puts before a step that cannot be taken back: one dialog shape for every such question.
import { useId, type ReactNode } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { FormError } from "./admin-ui";

export interface ConfirmDialogProps {
  title: string;
  /** What answering means: the dialog's description. */
  children: ReactNode;
  /** The answers as buttons; the first takes the focus. */
  answers: ReactNode;
  /** Escape, the back gesture or a click outside: the answer that changes nothing. */
  onDismiss: () => void;
  /** The server's refusal of the answer, when the answer is sent to it. */
  error?: string;
  /** The dialog's box (its size, surface and backdrop). */
  className: string;
  titleClassName: string;
}

/** The heading, its explanation, the server's refusal if any, then the answers side by side. */
export function ConfirmDialog({ title, children, answers, onDismiss, error, className, titleClassName }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      aria-labelledby={titleId}
      aria-describedby={textId}
      onDismiss={onDismiss}
      initialFocus={(d) => d.querySelector<HTMLElement>("button")}
      className={className}
    >
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <p id={textId} className="mt-2 text-ink-muted">
        {children}
      </p>
      {error === undefined ? null : (
        <div className="mt-4">
          <FormError message={error} />
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-2">{answers}</div>
    </ModalDialog>
  );
}
