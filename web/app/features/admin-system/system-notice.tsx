import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { type Me, useAdminQuery } from "~/lib/admin-api";
import { readSystem } from "./api";

/**
 * Owners' short notice, at the top of every back-office page but System itself,
 * of what the System page says needs attention. One read when the back-office
 * opens; again only after a visit to System (where it may have been put right)
 * or when the last read failed (an owner still setting up two-factor is refused).
 */
export function SystemNotice({ me }: { me: Me }) {
  const owner = me.permissions.includes("system");
  const { pathname } = useLocation();
  const onSystem = pathname.startsWith("/admin/system");
  const asking = owner && !onSystem;
  // The key turns "idle" on System (and for other roles), so leaving System reads afresh.
  const query = useAdminQuery(asking ? "system-notice" : "idle", (signal) => (asking ? readSystem(signal) : Promise.resolve(null)));
  const { phase, reload } = query;
  const problems = query.data?.problems ?? [];

  // Only a courtesy (the System page itself says what failed): a refused read is tried again on the next page.
  const failedAt = useRef("");
  useEffect(() => {
    if (phase !== "failed") {
      failedAt.current = "";
      return;
    }
    if (failedAt.current && failedAt.current !== pathname) void reload();
    failedAt.current = pathname;
  }, [phase, pathname, reload]);

  if (!owner || onSystem || problems.length === 0) return null;
  return (
    <section aria-labelledby="system-notice" className="mb-6 max-w-3xl rounded-card border border-danger bg-danger-soft px-4 py-3 text-sm text-danger sm:px-5">
      <h2 id="system-notice" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {problems.length === 1 ? "The site needs attention" : `The site needs attention (${problems.length} problems)`}
      </h2>
      <ul className="mt-1 list-disc pl-6">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <Link to="/admin/system" className="mt-2 inline-flex min-h-11 items-center font-semibold text-danger underline">
        Open System
      </Link>
    </section>
  );
}
