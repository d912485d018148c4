// Small pieces every back-office page shares; only admin chunks import them.
import { RotateCw } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { cn } from "~/lib/cn";
import staffRules from "~/content/staff.json";
import type { AdminQuery, AdminSubmitState } from "~/lib/admin-api";

/** The field of every form that sets a new password: its limits and hint are staff.json's, which the server checks too. */
export function NewPasswordField({ error }: { error?: string }) {
  const { minLength, maxLength, hint } = staffRules.password;
  return (
    <TextField
      label="New password"
      name="password"
      type="password"
      required
      minLength={minLength}
      maxLength={maxLength}
      autoComplete="new-password"
      hint={hint}
      error={error}
    />
  );
}

/** A page heading with an optional line under it. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl">{title}</h1>
      {children ? <p className="mt-1 text-ink-muted">{children}</p> : null}
    </div>
  );
}

/** One titled block of a page. */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={`rounded-card bg-white p-5 shadow-soft sm:p-6 ${className ?? ""}`}>
      <h2 id={id} className="mb-3 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A refusal from the server, read out when it appears. */
export function FormError({ message }: { message: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? <p className="rounded-field bg-danger-soft px-4 py-3 text-sm font-semibold text-danger">{message}</p> : null}
    </div>
  );
}

/** The end of a form opened in place: its submit button and Close. */
export function SubmitOrClose({ label, disabled, onClose, className }: { label: string; disabled: boolean; onClose: () => void; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button type="submit" disabled={disabled}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}

/** A short confirmation, read out when it appears. */
export function Notice({ message }: { message: string }) {
  return (
    <div role="status" className="empty:hidden">
      {message ? <p className="rounded-field bg-success-soft px-4 py-3 text-sm font-semibold text-success [overflow-wrap:anywhere]">{message}</p> : null}
    </div>
  );
}

/** Shown when the person's role may not use this part. */
export function NoAccess() {
  return (
    <>
      <AdminHeading title="Not available to your role" />
      <p className="text-ink-muted">Ask an owner if you need this part of the back-office.</p>
    </>
  );
}

/** A back-office address that leads nowhere. */
export function AdminNotFound() {
  return (
    <>
      <AdminHeading title="Page not found">There is no such page in the back-office.</AdminHeading>
      <Link to="/admin" className="font-semibold text-accent-ink underline underline-offset-4">
        Back to the overview
      </Link>
    </>
  );
}

/**
 * The one busy/error state of a page's read: the loading line, then children with the data; a failed
 * first read shows failed (or the sentence), a failed reload keeps the data with the sentence above it.
 */
export function Loaded<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: AdminQuery<T>;
  loading: string;
  failed?: (query: AdminQuery<T>) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== null) {
    return (
      <>
        <FormError message={query.error} />
        {children(query.data)}
      </>
    );
  }
  if (query.phase === "loading") return <p className="text-ink-muted">{loading}</p>;
  return failed ? failed(query) : <FormError message={query.error} />;
}

/** A versioned editor over a page's read: after a stale save's reload it starts again from the newest version. */
export function LoadedEditor<T extends { version: number }>({
  query,
  loading,
  editor: Editor,
}: {
  query: AdminQuery<T>;
  loading: string;
  editor: ComponentType<{ first: T; onStale: () => void }>;
}) {
  return <Loaded query={query} loading={loading}>{(first) => <Editor key={first.version} first={first} onStale={() => void query.reload()} />}</Loaded>;
}

/** The foot of an editor's form: the save's refusal or its confirmation, and the save button (sticky on long lists). */
export function SaveBar({ save, saved, sticky = false, children }: { save: AdminSubmitState; saved: string; sticky?: boolean; children: ReactNode }) {
  return (
    <>
      <FormError message={save.error} />
      <Notice message={saved} />
      <Button type="submit" disabled={save.busy} className={cn("self-start", sticky && "sticky bottom-4")}>
        {children}
      </Button>
    </>
  );
}

/** The refusal of a stale save (someone else changed it first), kept in sight until the person reloads. */
export function StaleNotice({ message, onReload }: { message: string; onReload: () => void }) {
  // The alert holds the sentence alone and stays in the page, so the sentence is read out when it appears.
  return (
    <div className={message ? "sticky top-16 z-20 mb-5 flex flex-wrap items-center gap-3 rounded-card bg-danger-soft px-4 py-3 text-danger shadow-soft lg:top-4" : undefined}>
      <p role="alert" className="min-w-0 flex-1 text-sm font-semibold empty:hidden">
        {message}
      </p>
      {message ? (
        <Button variant="secondary" onClick={onReload}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reload
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A dense table in a frame that scrolls sideways on a phone; the frame takes focus so keyboard users can scroll it.
 * heads: the column headings; the outer columns are padded 4, the inner ones innerPad.
 */
export function AdminTable({
  label,
  heads,
  innerPad = "px-4",
  className,
  tableClassName,
  children,
}: {
  label: string;
  heads: ReactNode[];
  innerPad?: "px-3" | "px-4";
  className?: string;
  tableClassName: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
    <div role="region" aria-label={label} tabIndex={0} className={cn("relative overflow-x-auto rounded-card bg-white shadow-soft", className)}>
      <table className={cn("w-full text-left text-sm", tableClassName)}>
        <thead className="border-b border-line text-ink-muted">
          <tr>
            {heads.map((head, i) => (
              <th key={i} scope="col" className={cn(i === 0 || i === heads.length - 1 ? "px-4" : innerPad, "py-3 font-semibold")}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
