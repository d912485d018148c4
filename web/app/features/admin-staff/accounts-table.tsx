import { AdminTable } from "~/components/admin/admin-ui";
import { formatWhen, roleLabels } from "~/lib/admin-api";
import { grantable, type StaffAccount } from "./api";
import { cn } from "~/lib/cn";

/** Every account in one dense table; on a phone it scrolls sideways inside its frame. */
export function AccountsTable({ accounts, onEdit, editingId }: { accounts: StaffAccount[]; onEdit: (a: StaffAccount) => void; editingId: number | null }) {
  return (
    <AdminTable label="Accounts" tableClassName="min-w-[44rem]" heads={["Name", "Email", "Role", "Status", "Two-factor", "Last sign-in", <span key="actions" className="sr-only">Actions</span>]}>
      {accounts.map((a) => (
        <tr key={a.id} className={cn("border-b border-line last:border-b-0", a.id === editingId && "bg-limewash")}>
          <td className="px-4 py-2 font-semibold">{a.name}</td>
          <td className="px-4 py-2 break-all">{a.email}</td>
          <td className="px-4 py-2">
            {roleLabels[a.role]}
            {grantable
              .filter((g) => a.grants.includes(g.permission))
              .map((g) => (
                <span key={g.permission} className="block text-sm text-ink-muted">
                  {g.label}
                </span>
              ))}
          </td>
          <td className="px-4 py-2">{a.disabled ? <span className="text-danger">Disabled</span> : a.hasPassword ? "Active" : "No password yet"}</td>
          <td className="px-4 py-2">{a.totpEnabled ? "On" : "Off"}</td>
          <td className="px-4 py-2 whitespace-nowrap">{formatWhen(a.lastSignInAt)}</td>
          <td className="px-4 py-2 text-right">
            <button
              type="button"
              onClick={() => onEdit(a)}
              className="min-h-11 rounded-field px-3 font-semibold text-accent-ink underline-offset-4 hover:underline"
              aria-label={`Edit ${a.name}`}
            >
              Edit
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
