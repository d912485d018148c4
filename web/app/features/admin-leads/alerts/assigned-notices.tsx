import { Link } from "react-router";
import { dismissNotice, useAssignedNotices } from "./assigned-alerts";

/** The in-page notice of new leads assigned to the signed-in person, on every back-office page until dismissed. */
export function AssignedNotices() {
  const notices = useAssignedNotices();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {notices.length > 0 ? (
        <ul className="mb-4 flex flex-col gap-2">
          {notices.map((n) => (
            <li
              key={n.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-field bg-accent-soft px-4 py-3 text-sm text-accent-ink"
            >
              <span className="font-semibold">New lead assigned to you:</span>
              <Link
                to={`/admin/leads/${n.id}`}
                onClick={() => dismissNotice(n.id)}
                className="font-semibold underline underline-offset-4"
              >
                {n.name}
              </Link>
              <button
                type="button"
                onClick={() => dismissNotice(n.id)}
                className="ml-auto min-h-11 px-2 underline underline-offset-4"
                aria-label={`Dismiss the notice about ${n.name}`}
              >
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
