import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminHeading } from "~/components/admin/admin-ui";
import type { StaffAccount } from "~/lib/admin-api";
import { AccountsTable } from "./accounts-table";
import { AddAccountForm } from "./add-account-form";
import { EditAccount } from "./edit-account";

/** Owners' page of every account: who may sign in, with which role. */
export function AccountsPage({ accounts, myId }: { accounts: StaffAccount[]; myId: number }) {
  const revalidator = useRevalidator();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = accounts.find((a) => a.id === editingId) ?? null;
  return (
    <>
      <AdminHeading title="Accounts">People who can sign in to the back-office, and what each may use.</AdminHeading>
      <div className="grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5">
        <AccountsTable accounts={accounts} editingId={editingId} onEdit={(a) => setEditingId(a.id)} />
        {editing ? (
          <EditAccount
            key={editing.id}
            account={editing}
            isSelf={editing.id === myId}
            onChanged={() => revalidator.revalidate()}
            onClose={() => setEditingId(null)}
          />
        ) : null}
        <AddAccountForm onAdded={() => revalidator.revalidate()} />
      </div>
    </>
  );
}
