import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { AdminHeading, Panel } from "~/components/admin/admin-ui";
import { roleLabels, type Me } from "~/lib/admin-api";
import { PasswordForm } from "./password-form";
import { TwoFactor } from "./two-factor";

/** The signed-in person's own account: details, password, two-factor sign-in. */
export function AccountPage({ me, children }: { me: Me; children?: ReactNode }) {
  const revalidator = useRevalidator();
  return (
    <>
      <AdminHeading title="Your account" />
      <div className="grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-2">
        <Panel title="Details">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">Name</dt>
            <dd>{me.name}</dd>
            <dt className="text-ink-muted">Email</dt>
            <dd className="break-all">{me.email}</dd>
            <dt className="text-ink-muted">Role</dt>
            <dd>{roleLabels[me.role]}</dd>
          </dl>
        </Panel>
        {children}
        <TwoFactor me={me} onChange={() => revalidator.revalidate()} />
        <PasswordForm />
      </div>
    </>
  );
}
