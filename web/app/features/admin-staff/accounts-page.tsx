import { useState } from "react";
import { AdminHeading, Loaded } from "~/components/admin/admin-ui";
import { useAdminQuery } from "~/lib/admin-api";
import { AccountsTable } from "./accounts-table";
import { AddAccountForm } from "./add-account-form";
import { listAccounts } from "./api";
import { EditAccount } from "./edit-account";

/** Owners' page of every account: who may sign in, with which role. */
export function AccountsPage({ myId }: { myId: number }) {
  const accounts = useAdminQuery("accounts", listAccounts);
  const [editingId, setEditingId] = useState<number | null>(null);
  const reload = () => void accounts.reload();
  return (
    <>
      <AdminHeading title="Accounts">People who can sign in to the back-office, and what each may use.</AdminHeading>
      <Loaded query={accounts} loading="Loading the accounts…">
        {(list) => {
          const editing = list.find((a) => a.id === editingId) ?? null;
          return (
            <div className="grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5">
              <AccountsTable accounts={list} editingId={editingId} onEdit={(a) => setEditingId(a.id)} />
              {editing ? <EditAccount key={editing.id} account={editing} isSelf={editing.id === myId} onChanged={reload} onClose={() => setEditingId(null)} /> : null}
              <AddAccountForm onAdded={reload} />
            </div>
          );
        }}
      </Loaded>
    </>
  );
}
