import { formatWhen, roleLabels } from "~/lib/admin-api";
import type { StaffAccount } from "./api";
import { cn } from "~/lib/cn";

/** Every account in one dense table; on a phone it scrolls sideways inside its frame. */
export function AccountsTable({ accounts, onEdit, editingId }: { accounts: StaffAccount[]; onEdit: (a: StaffAccount) => void; editingId: number | null }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
    <div role="region" aria-label="Accounts" tabIndex={0} className="relative overflow-x-auto rounded-card bg-white shadow-soft">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-line text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 font-semibold">Role</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Two-factor</th>
            <th scope="col" className="px-4 py-3 font-semibold">Last sign-in</th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id} className={cn("border-b border-line last:border-b-0", a.id === editingId && "bg-limewash")}>
              <td className="px-4 py-2 font-semibold">{a.name}</td>
              <td className="px-4 py-2 break-all">{a.email}</td>
              <td className="px-4 py-2">{roleLabels[a.role]}</td>
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
        </tbody>
      </table>
    </div>
  );
}
