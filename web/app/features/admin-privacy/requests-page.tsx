import { formatWhen } from "~/lib/admin-dates";
import { Link } from "react-router";
import { AdminHeading, AdminTable, Loaded, Panel } from "~/components/admin/admin-ui";
import privacyConfig from "~/content/privacy.json";
import { useAdminQuery } from "~/lib/admin-api";
import { readErasures, readRequests, type DataRequest } from "./api";
import { PhoneRequestForm } from "./phone-request-form";

export const kindLabels: Record<DataRequest["kind"], string> = { access: "See their data", correction: "Correct their data", erasure: "Erase their data" };
export const statusLabels: Record<DataRequest["status"], string> = {
  unverified: "Waiting for verification",
  open: "To answer",
  done: "Answered",
  refused: "Refused",
};

/** "5 days left (target 2)", or how late it is. */
export function clockText(r: DataRequest): string {
  if (r.status === "done" || r.status === "refused") return "Closed";
  if (r.daysLeft < 0) return `${-r.daysLeft} days past the ${privacyConfig.clock.deadlineDays}-day limit`;
  const target = r.targetDaysLeft >= 0 ? `target in ${r.targetDaysLeft} days` : "past the one-week target";
  return `${r.daysLeft} days left (${target})`;
}

/** The queue of people's requests, open ones first, each with its clock; and the erasure log below. */
export function RequestsPage() {
  const requests = useAdminQuery("privacy-requests", readRequests);
  const erasures = useAdminQuery("privacy-erasures", readErasures);
  return (
    <>
      <AdminHeading title="Data requests">
        People asking to see, correct or erase what we hold about them. The law allows {privacyConfig.clock.deadlineDays} days; we aim
        for {privacyConfig.clock.targetDays}.
      </AdminHeading>
      <PhoneRequestForm />
      <Loaded query={requests} loading="Loading the requests…">
        {({ requests: list }) =>
          list.length === 0 ? (
            <p className="text-ink-muted">No requests yet.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Requests">
              {list.map((r) => (
                <li key={r.id}>
                  <Link
                    to={`/admin/privacy/${r.id}`}
                    className="flex flex-col gap-1 rounded-card bg-white p-4 shadow-soft hover:ring-2 hover:ring-accent sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="font-semibold text-ink">
                      #{r.id} {kindLabels[r.kind]}: {r.name || r.email || r.mobile || "(erased)"}
                    </span>
                    <span className="text-sm text-ink-muted">
                      {statusLabels[r.status]} · {clockText(r)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <Panel title="Erasure log" className="mt-8">
        <Loaded query={erasures} loading="Loading the erasure log…">
          {({ erasures: log }) =>
            log.length === 0 ? (
              <p className="text-ink-muted">Nothing erased yet.</p>
            ) : (
              <AdminTable label="What each erasure removed" heads={["When", "Why", "What was removed"]} tableClassName="min-w-[32rem]">
                {log.map((e) => (
                  <tr key={e.id} className="border-b border-line last:border-0">
                    <td className="px-4 py-2">{formatWhen(e.at)}</td>
                    <td className="px-4 py-2">{e.reason === "request" ? `Request #${e.requestId}` : "Retention"}</td>
                    <td className="px-4 py-2">
                      {Object.entries(e.counts)
                        .filter(([, n]) => n > 0)
                        .map(([k, n]) => `${k.replaceAll("_", " ")} ${n}`)
                        .join(", ") || "nothing"}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )
          }
        </Loaded>
      </Panel>
    </>
  );
}
