import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Me } from "~/lib/admin-api";
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
  const [problems, setProblems] = useState<string[]>([]);
  const fresh = useRef(false);

  useEffect(() => {
    if (!owner) return;
    if (onSystem) {
      fresh.current = false;
      return;
    }
    if (fresh.current) return;
    let live = true;
    readSystem().then(
      (status) => {
        fresh.current = true;
        if (live) setProblems(status.problems);
      },
      () => {}, // only a courtesy: the System page itself says what failed
    );
    return () => {
      live = false;
    };
  }, [owner, onSystem, pathname]);

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
